import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt, uploadKeyIndex } from './columns';
import { languageEnum, platformEnum, pushKindEnum, roleEnum, verificationPurposeEnum } from './enums';

export const users = pgTable(
  'users',
  {
    id: id(),
    code: text('code').notNull().unique(),
    email: text('email').notNull(),
    unverifiedEmail: text('unverified_email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phone: text('phone'),
    /** When `phone` was proven by a WhatsApp code (decision 0068); cleared when the number changes. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    favLang: languageEnum('fav_lang').notNull().default('AR'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    arFirstName: text('ar_first_name').notNull(),
    arLastName: text('ar_last_name').notNull(),
    slug: text('slug').notNull().unique(),
    profilePicture: text('profile_picture'),
    passwordHash: text('password_hash'),
    role: roleEnum('role').notNull().default('USER'),
    isBlocked: boolean('is_blocked').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    // The studio's people list, newest first, and its search inside e-mails and full names.
    // Nulls first, as `ORDER BY … DESC` sorts them: a NULLS LAST index would not serve that order.
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('users_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('users_ar_name_trgm_idx').using('gin', sql`(${t.arFirstName} || ' ' || ${t.arLastName}) gin_trgm_ops`),
    uploadKeyIndex('users_profile_picture_idx', t.profilePicture),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // sha256 of the opaque token; the token itself is never stored.
    tokenHash: text('token_hash').notNull().unique(),
    deviceName: text('device_name'),
    device: platformEnum('device').notNull().default('DESKTOP'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    kind: pushKindEnum('kind').notNull(),
    platform: platformEnum('platform').notNull(),
    // FCM registration token, or a Web Push subscription endpoint.
    token: text('token').notNull().unique(),
    keys: jsonb('keys').$type<{ p256dh: string; auth: string } | null>(),
    createdAt: createdAt(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_tokens_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: verificationPurposeEnum('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    /**
     * For an e-mail verification code: the SHA-256 of the password hash of the sign-up it confirms.
     * The code only verifies the account while that is still its password (decision 0038).
     */
    passwordDigest: text('password_digest'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_lookup_idx').on(sql`lower(${t.email})`, t.purpose)],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  template: text('template').notNull(),
  locale: languageEnum('locale').notNull(),
  /** Extra headers the message carried (List-Unsubscribe on switchable mail, decision 0058). */
  headers: jsonb('headers').$type<Record<string, string>>(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});

// Fixed-window counters; used when no Redis is configured so several API copies still agree.
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
