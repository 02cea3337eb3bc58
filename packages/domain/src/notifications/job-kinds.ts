/** Delivers one notification's push to every device of its recipient. Payload: { notificationId }. */
export const PUSH_NOTIFICATION_JOB = 'push-notification';
/** Creates a notification that was scheduled for later. Payload: the notification (scheduleNotification). */
export const SCHEDULED_NOTIFICATION_JOB = 'scheduled-notification';
/** E-mails one notification to its recipient unless they switched its event off. Payload: { notificationId, event }. */
export const EVENT_MAIL_JOB = 'event-mail';
/** Sends one notification to its recipient's WhatsApp if they chose to hear its event there. Payload: { notificationId, event }. */
export const WHATSAPP_EVENT_JOB = 'whatsapp-event';
