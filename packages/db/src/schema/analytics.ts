import { bigint, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './identity';

// First-party analytics (decision 0059): what happened, when, to which program, and — only for a
// signed-in learner who has not opted out — by which account. No address, agent or cookie id.

export const analyticsEventKindEnum = pgEnum('analytics_event_kind', [
  'PAGE_VIEW',
  'SEARCH',
  'ADD_TO_CART',
  'CHECKOUT_STARTED',
  'PAID',
  'LESSON_STARTED',
  'LESSON_COMPLETED',
  'QUIZ_PASSED',
  'QUIZ_FAILED',
  'LIVE_JOINED',
]);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: analyticsEventKindEnum('kind').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for a consenting visitor; set to null when the account goes. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** No foreign key: the figures outlive a deleted program. */
    programId: uuid('program_id'),
    /** PAGE_VIEW: the path without its query. */
    path: text('path'),
    /** SEARCH: the query normalised (arNorm), and how many results it found. */
    query: text('query'),
    resultCount: integer('result_count'),
  },
  (t) => [index('analytics_events_occurred_idx').on(t.occurredAt)],
);

/** Events per Cairo day, program and kind, refreshed by the job runner. */
export const analyticsDailyPrograms = pgTable(
  'analytics_daily_programs',
  {
    day: date('day').notNull(),
    programId: uuid('program_id').notNull(),
    kind: analyticsEventKindEnum('kind').notNull(),
    events: integer('events').notNull(),
    /** Distinct signed-in accounts that day. */
    users: integer('users').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.programId, t.kind] })],
);

/** Events per Cairo day and kind, whatever the program. */
export const analyticsDailyTotals = pgTable(
  'analytics_daily_totals',
  {
    day: date('day').notNull(),
    kind: analyticsEventKindEnum('kind').notNull(),
    events: integer('events').notNull(),
    users: integer('users').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind] })],
);

/** Searches that found nothing, per Cairo day and normalised query. */
export const analyticsDailyEmptySearches = pgTable(
  'analytics_daily_empty_searches',
  {
    day: date('day').notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);

/** Learners who asked not to be counted (account settings). */
export const analyticsOptOuts = pgTable('analytics_opt_outs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * Money per Cairo day and program, from the orders themselves (decision 0059): paid items net of
 * VAT less refunds shared over the items, and the orders holding the program.
 */
export const analyticsDailySales = pgTable(
  'analytics_daily_sales',
  {
    day: date('day').notNull(),
    programId: uuid('program_id').notNull(),
    orders: integer('orders').notNull(),
    items: integer('items').notNull(),
    netPiastres: bigint('net_piastres', { mode: 'number' }).notNull(),
    refundedPiastres: bigint('refunded_piastres', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.programId] })],
);

/** Money per Cairo day, whatever the program: distinct paid orders. */
export const analyticsDailyOrders = pgTable('analytics_daily_orders', {
  day: date('day').primaryKey(),
  orders: integer('orders').notNull(),
  netPiastres: bigint('net_piastres', { mode: 'number' }).notNull(),
  refundedPiastres: bigint('refunded_piastres', { mode: 'number' }).notNull(),
});
