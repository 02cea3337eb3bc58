import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { creditNoteCounters, creditNotes, invoices } from '../../schema/index';

export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type NewCreditNote = Omit<typeof creditNotes.$inferInsert, 'id' | 'number' | 'year' | 'sequence'>;

/**
 * Numbers and stores a credit note (`CN-<year>-<6 digits>`), its counter bumped in the caller's
 * (refunding) transaction like the invoices', so the series has no gaps.
 */
export async function insertCreditNote(db: DbOrTx, year: number, note: NewCreditNote): Promise<CreditNoteRow> {
  const [counter] = await db
    .insert(creditNoteCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.year,
      set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: creditNoteCounters.lastNumber });
  const sequence = counter!.lastNumber;
  const number = `CN-${year}-${String(sequence).padStart(6, '0')}`;
  const [row] = await db
    .insert(creditNotes)
    .values({ ...note, year, sequence, number })
    .returning();
  return row!;
}

export interface OwnedCreditNote {
  creditNote: CreditNoteRow;
  invoiceNumber: string;
  invoiceDate: Date;
}

/** A credit note with the invoice it credits, only for its owner (null otherwise, like a missing one). */
export async function findOwnedCreditNote(db: DbOrTx, userId: string, id: string): Promise<OwnedCreditNote | null> {
  const [found] = await db
    .select({ creditNote: creditNotes, invoiceNumber: invoices.number, invoiceDate: invoices.issuedAt })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.id, id), eq(creditNotes.userId, userId)));
  return found ?? null;
}

/** The credit notes against an invoice, oldest first. */
export async function listInvoiceCreditNotes(db: DbOrTx, invoiceId: string): Promise<CreditNoteRow[]> {
  return db.select().from(creditNotes).where(eq(creditNotes.invoiceId, invoiceId)).orderBy(asc(creditNotes.sequence));
}
