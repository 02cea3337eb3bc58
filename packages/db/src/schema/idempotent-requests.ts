import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Mutations sent with an `Idempotency-Key` (decision 0039): one row per caller and key, holding
 * the answer once there is one, so a retry of the same request gets that answer instead of doing
 * the action again.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** Whose key: the SHA-256 of the caller's session token. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the document, variables and operation name: a key names one request only. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request runs. */
    statusCode: integer('status_code'),
    response: text('response'),
    /** A running request's hold; past it (the process died) a retry may run it again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotent_requests_expiry_idx').on(t.expiresAt)],
);
