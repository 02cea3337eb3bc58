import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './identity';

/**
 * A social sign-in account linked to a user (docs/product/accounts.md). Keyed by the provider's stable subject
 * (`sub`), never by e-mail: a Google account keeps its subject when its address changes.
 * One account per provider and subject, and one account of each provider per user.
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: id(),
    /** 'GOOGLE' for now; text so another provider needs no enum migration. */
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The provider's e-mail when last seen, for support; the user's own e-mail stays authoritative. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('social_identities_provider_subject_idx').on(t.provider, t.subject),
    // Also serves lookups by user (its leading column).
    uniqueIndex('social_identities_user_provider_idx').on(t.userId, t.provider),
  ],
);
