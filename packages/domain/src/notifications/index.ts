// Notifications, the durable job queue and push.
export * from './enqueue-notification';
export * from './notification-texts';
export * from './notify-purchase-completed';
export * from './notify-order-refunded';
export * from './notify-certificate-issued';
export * from './schedule-notification';
export * from './remind-live-sessions';
export * from './retry-policy';
export * from './run-due-jobs';
export * from './job-kinds';
export * from './deliver-notification-push';
export * from './notification-view';
export * from './list-my-notifications';
export * from './mark-notifications-seen';
export * from './load-unseen-counts';
export * from './push-subscriptions';
export * from './is-push-service-endpoint';
