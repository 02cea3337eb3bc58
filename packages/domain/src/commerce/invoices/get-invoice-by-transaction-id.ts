import { findOwnedInvoiceByTransactionId, listInvoiceCreditNotes } from '@manara/db';
import { isUuid } from '../../catalog/index';
import type { Caller, DomainDeps } from '../../deps';
import { AppError } from '../../errors/index';
import { requireViewer } from '../../identity/index';
import { toInvoiceView, type InvoiceView } from './invoice-view';

/**
 * `getInvoiceByTransactionId`: the invoice of a paid transaction, for the learner who paid only.
 * Anyone else — and an id that is not even a UUID — gets NOT_FOUND, so invoices cannot be probed.
 * With the credit notes against it (decision 0044).
 */
export async function getInvoiceByTransactionId(
  deps: DomainDeps,
  caller: Caller,
  transactionId: unknown,
): Promise<InvoiceView> {
  const viewer = requireViewer(caller);
  const id = typeof transactionId === 'string' ? transactionId.trim().toLowerCase() : '';
  if (!isUuid(id)) throw new AppError('NOT_FOUND');
  const found = await findOwnedInvoiceByTransactionId(deps.db, viewer.userId, id);
  if (!found) throw new AppError('NOT_FOUND');
  const creditNotes = await listInvoiceCreditNotes(deps.db, found.invoice.id);
  return {
    ...toInvoiceView(found),
    creditNotes: creditNotes.map((c) => ({
      id: c.id,
      number: c.number,
      issuedAt: c.issuedAt,
      totalPiastres: c.totalPiastres,
    })),
  };
}
