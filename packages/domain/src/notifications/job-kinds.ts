/** Delivers one notification's push to every device of its recipient. Payload: { notificationId }. */
export const PUSH_NOTIFICATION_JOB = 'push-notification';
