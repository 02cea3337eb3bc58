import { randomUUID } from 'node:crypto';
import { insertJob, insertNotification, isWhatsAppOptedIn, type DbOrTx, type NotificationRow } from '@manara/db';
import type { EmailEvent } from './email-events';
import { EVENT_MAIL_JOB, PUSH_NOTIFICATION_JOB, WHATSAPP_EVENT_JOB } from './job-kinds';
import { whatsAppSwitchOf, type OrderNews } from './order-news';
import { isWhatsAppEvent } from './whatsapp-events';

export interface NotificationInput {
  userId: string;
  /** What the notification is about: ORDER, CERTIFICATE, COMMENT, LESSON, LECTURER. */
  targetModel?: string | null;
  targetId?: string | null;
  arTitle: string;
  enTitle: string;
  arBody: string;
  enBody: string;
  /** Site-relative, without the language prefix ('/my-learning-programs'). */
  url: string;
  /** An event that may fire more than once (a reminder sweep) notifies once per key. */
  dedupeKey?: string;
  /** Also e-mailed, as this switchable event (decision 0058), unless the recipient switched it off. */
  mail?: EmailEvent;
  /**
   * Also e-mailed whatever the switches say, as this order news (decision 0066), with `highlight`
   * shown large (a bill reference); on WhatsApp under the switch it follows.
   */
  orderNews?: { kind: OrderNews; highlight: string };
  now: Date;
}

/**
 * Creates a notification and queues its push delivery, in the caller's transaction (pass `tx`):
 * when the caller rolls back, neither exists; when it commits, the push job is durable and the
 * runner delivers it whatever happens to this process; an event with `mail` queues its e-mail the
 * same way, and its WhatsApp message when the recipient chose that channel. Answers null when `dedupeKey` was used before.
 */
export async function enqueueNotification(tx: DbOrTx, input: NotificationInput): Promise<NotificationRow | null> {
  const id = randomUUID();
  const job = await insertJob(tx, {
    kind: PUSH_NOTIFICATION_JOB,
    payload: { notificationId: id },
    runAt: input.now,
    dedupeKey: input.dedupeKey ?? null,
  });
  if (!job) return null;
  const news = input.orderNews;
  const mailEvent = news?.kind ?? input.mail;
  if (mailEvent)
    await insertJob(tx, {
      kind: EVENT_MAIL_JOB,
      payload: { notificationId: id, event: mailEvent, ...(news && { highlight: news.highlight }) },
      runAt: input.now,
    });
  // WhatsApp is opt-in (decision 0068): only those who chose it get a job; it checks again when it runs.
  const whatsAppEvent = news?.kind ?? (isWhatsAppEvent(input.mail) ? input.mail : null);
  if (whatsAppEvent && (await isWhatsAppOptedIn(tx, input.userId, whatsAppSwitchOf(whatsAppEvent))))
    await insertJob(tx, {
      kind: WHATSAPP_EVENT_JOB,
      payload: { notificationId: id, event: whatsAppEvent },
      runAt: input.now,
    });
  return insertNotification(tx, {
    id,
    userId: input.userId,
    targetModel: input.targetModel ?? null,
    targetId: input.targetId ?? null,
    arTitle: input.arTitle,
    enTitle: input.enTitle,
    arBody: input.arBody,
    enBody: input.enBody,
    url: input.url,
    createdAt: input.now,
  });
}
