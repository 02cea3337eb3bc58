import { sql, and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { invoiceCounters, invoices, orderItems, transactions } from '../../schema/index';

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

export type InvoiceRow = typeof invoices.$inferSelect;

export type InvoiceItemRow = Pick<
  typeof orderItems.$inferSelect,
  | 'id'
  | 'programId'
  | 'type'
  | 'arTitle'
  | 'enTitle'
  | 'pricePiastres'
  | 'discountPiastres'
  | 'vatPiastres'
  | 'paidPiastres'
>;

export interface OwnedInvoice {
  invoice: InvoiceRow;
  transactionCode: string;
  /** The order's lines, in the order they were bought. */
  items: InvoiceItemRow[];
}

/**
 * The invoice matching `where`, only when `userId` owns it; null otherwise, so another learner's
 * invoice looks exactly like a missing one. Two statements whatever the number of lines.
 */
async function findOwnedInvoice(db: DbOrTx, userId: string, where: SQL): Promise<OwnedInvoice | null> {
  const [found] = await db
    .select({ invoice: invoices, transactionCode: transactions.code })
    .from(invoices)
    .innerJoin(transactions, eq(transactions.id, invoices.transactionId))
    .where(and(where, eq(invoices.userId, userId)))
    .limit(1);
  if (!found) return null;
  const items = await db
    .select({
      id: orderItems.id,
      programId: orderItems.programId,
      type: orderItems.type,
      arTitle: orderItems.arTitle,
      enTitle: orderItems.enTitle,
      pricePiastres: orderItems.pricePiastres,
      discountPiastres: orderItems.discountPiastres,
      vatPiastres: orderItems.vatPiastres,
      paidPiastres: orderItems.paidPiastres,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, found.invoice.orderId))
    .orderBy(asc(orderItems.sortOrder), asc(orderItems.id));
  return { ...found, items };
}

/** `getInvoiceByTransactionId`: the invoice of one of the user's transactions. */
export function findOwnedInvoiceByTransactionId(
  db: DbOrTx,
  userId: string,
  transactionId: string,
): Promise<OwnedInvoice | null> {
  return findOwnedInvoice(db, userId, eq(invoices.transactionId, transactionId));
}

/** The user's invoice by its own id (the PDF download route). */
export function findOwnedInvoiceById(db: DbOrTx, userId: string, invoiceId: string): Promise<OwnedInvoice | null> {
  return findOwnedInvoice(db, userId, eq(invoices.id, invoiceId));
}

/** The invoice numbered for an order, if it was paid. */
export async function findInvoiceOfOrder(db: DbOrTx, orderId: string): Promise<InvoiceRow | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row ?? null;
}
