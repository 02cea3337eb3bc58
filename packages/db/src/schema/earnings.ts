import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { lecturers } from './catalog';
import { createdAt, id } from './columns';
import { users } from './identity';

// Lecturer earnings (decision 0060). Money is integer piastres; dates are Cairo calendar dates.

export const payoutMethodEnum = pgEnum('payout_method', ['BANK_TRANSFER', 'WALLET']);

/**
 * A lecturer's revenue share from a Cairo date on: the history is kept, and the share applying to
 * an order is the row in force on its payment date (the latest `effective_from` on or before it).
 * Rows are only added for today or later, so past statements never change.
 */
export const lecturerRevenueShares = pgTable(
  'lecturer_revenue_shares',
  {
    id: id(),
    lecturerId: uuid('lecturer_id')
      .notNull()
      .references(() => lecturers.id, { onDelete: 'cascade' }),
    /** Basis points of the net revenue: 4000 is 40%. */
    shareBps: integer('share_bps').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('lecturer_revenue_shares_from_idx').on(t.lecturerId, t.effectiveFrom),
    check('lecturer_revenue_shares_bps', sql`${t.shareBps} between 0 and 10000`),
  ],
);

/** Money an administrator paid a lecturer, shown against their balance. */
export const lecturerPayouts = pgTable(
  'lecturer_payouts',
  {
    id: id(),
    lecturerId: uuid('lecturer_id')
      .notNull()
      .references(() => lecturers.id, { onDelete: 'cascade' }),
    amountPiastres: integer('amount_piastres').notNull(),
    method: payoutMethodEnum('method').notNull(),
    reference: text('reference').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('lecturer_payouts_lecturer_idx').on(t.lecturerId, t.paidOn),
    check('lecturer_payouts_amount_positive', sql`${t.amountPiastres} > 0`),
  ],
);
