import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './identity';

/**
 * docs/product/community.md Notification. Titles and bodies are stored in both languages when the event happens, so
 * the list shows them in whatever language the reader uses later. `targetModel`/`targetId` name
 * what the notification is about (ORDER, CERTIFICATE, COMMENT, LESSON, LECTURER).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetId: uuid('target_id'),
    targetModel: text('target_model'),
    arTitle: text('ar_title').notNull(),
    enTitle: text('en_title').notNull(),
    arBody: text('ar_body').notNull(),
    enBody: text('en_body').notNull(),
    /** Site-relative path without the language prefix ('/my-learning-programs'). */
    url: text('url').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    // The unread count in every `me` reads only unseen rows.
    index('notifications_user_unseen_idx')
      .on(t.userId)
      .where(sql`${t.seenAt} is null`),
  ],
);

/**
 * The durable job queue. A runner claims due rows with FOR UPDATE SKIP LOCKED and sets
 * `locked_until`; a runner that dies leaves the lock to expire and another one retries the job.
 * `done_at` set = finished (successfully, or given up with `last_error`).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set for jobs that must exist once (a reminder per learner and session); null otherwise. */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/**
 * E-mail a user switched off, one row per user and event (decision 0058): no row means the event's
 * mail is sent, so every switch is on by default. `event` is one of the domain's EMAIL_EVENTS.
 */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] })],
);
