import { insertJob, type DbOrTx } from '@manara/db';
import { z } from 'zod';
import type { DomainDeps } from '../deps';
import { EMAIL_EVENTS } from './email-events';
import { enqueueNotification, type NotificationInput } from './enqueue-notification';
import { SCHEDULED_NOTIFICATION_JOB } from './job-kinds';

export interface ScheduledNotificationInput extends Omit<NotificationInput, 'now' | 'dedupeKey'> {
  /** When the notification is created (and pushed). */
  at: Date;
  /** Once per key, however often it is scheduled or its job retried. */
  dedupeKey: string;
}

const payloadSchema = z.object({
  userId: z.string(),
  targetModel: z.string().nullish(),
  targetId: z.string().nullish(),
  arTitle: z.string(),
  enTitle: z.string(),
  arBody: z.string(),
  enBody: z.string(),
  url: z.string(),
  dedupeKey: z.string(),
  mail: z.enum(EMAIL_EVENTS).optional(),
});

/**
 * Queues a notification for later, in the caller's transaction (an event whose news is due later,
 * like an ACE certificate that becomes valid days after completion). Nothing is listed before `at`.
 */
export async function scheduleNotification(tx: DbOrTx, input: ScheduledNotificationInput): Promise<boolean> {
  const { at, ...notification } = input;
  const job = await insertJob(tx, {
    kind: SCHEDULED_NOTIFICATION_JOB,
    payload: { ...notification },
    runAt: at,
    dedupeKey: `scheduled:${input.dedupeKey}`,
  });
  return job !== null;
}

/** The job: creates the notification now; its dedupe key makes a retried job harmless. */
export async function deliverScheduledNotification(deps: DomainDeps, payload: Record<string, unknown>): Promise<void> {
  const notification = payloadSchema.parse(payload);
  await deps.db.transaction((tx) => enqueueNotification(tx, { ...notification, now: deps.now() }));
}
