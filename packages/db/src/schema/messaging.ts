import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { languageEnum } from './enums';
import { users } from './identity';

/**
 * The one pending WhatsApp code that proves a user owns their phone (decision 0068). Only a keyed
 * hash is stored, bound to the user and the number it was sent to: changing the number voids it.
 */
export const phoneVerifications = pgTable('phone_verifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Events a user chose to hear on WhatsApp, one row per user and event (decision 0068). WhatsApp is
 * opt-in: no row means no message. `event` is one of the domain's WHATSAPP_EVENTS.
 */
export const whatsappOptIns = pgTable(
  'whatsapp_opt_ins',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.event] })],
);

/**
 * Every WhatsApp message the platform sent or tried to send, in every mode: the offline outbox
 * reads it back in development, and the provider's status webhooks move `status` forward
 * (queued → sent → delivered → read, or failed with the provider's error).
 */
export const whatsappMessages = pgTable(
  'whatsapp_messages',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** E.164 number. */
    to: text('to').notNull(),
    template: text('template').notNull(),
    locale: languageEnum('locale').notNull(),
    params: jsonb('params').$type<string[]>().notNull(),
    /** The message as the recipient reads it, for the outbox and support. */
    text: text('text').notNull(),
    /** One message per notification and channel, however often its job is retried. */
    dedupeKey: text('dedupe_key').unique(),
    provider: text('provider').notNull(),
    providerMessageId: text('provider_message_id').unique(),
    status: text('status').notNull().default('queued'),
    errorCode: integer('error_code'),
    errorTitle: text('error_title'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('whatsapp_messages_to_idx').on(t.to, t.createdAt)],
);
