import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { invoiceCounters, invoices } from '../../schema/index';

type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = Omit<typeof invoices.$inferInsert, 'id' | 'number' | 'year' | 'sequence'>;

/**
 * Numbers and stores an invoice. The per-year counter row is bumped in the caller's (paying)
 * transaction and stays locked until it ends, so concurrent payments queue for the next number
 * and a rolled-back payment gives its number back: numbers are sequential without gaps.
 */
export async function insertInvoice(db: DbOrTx, year: number, invoice: NewInvoice): Promise<InvoiceRow> {
  const [counter] = await db
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  const sequence = counter!.lastNumber;
  const number = `INV-${year}-${String(sequence).padStart(6, '0')}`;
  const [row] = await db
    .insert(invoices)
    .values({ ...invoice, year, sequence, number })
    .returning();
  return row!;
}
