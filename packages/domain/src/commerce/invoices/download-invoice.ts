import { findOwnedInvoiceById } from '@manara/db';
import type { Locale } from '@manara/i18n';
import { isUuid } from '../../catalog/index';
import type { DomainDeps } from '../../deps';
import { AppError } from '../../errors/index';
import { invoiceFileName } from './invoice-file-name';
import { invoiceSeller } from './invoice-seller';
import { toInvoiceView } from './invoice-view';
import { renderInvoiceHtml } from './render-invoice-html';

export interface InvoicePdf {
  fileName: string;
  pdf: Uint8Array;
}

/**
 * The invoice as an A4 PDF in the chosen language, for its owner only (NOT_FOUND otherwise).
 * Rendered on demand from the stored invoice, so both languages always agree.
 */
export async function downloadInvoice(
  deps: DomainDeps,
  ownerId: string,
  invoiceId: string,
  locale: Locale,
): Promise<InvoicePdf> {
  if (!isUuid(invoiceId)) throw new AppError('NOT_FOUND');
  const found = await findOwnedInvoiceById(deps.db, ownerId, invoiceId.toLowerCase());
  if (!found) throw new AppError('NOT_FOUND');
  const invoice = toInvoiceView(found);
  const pdf = await deps.pdf.renderHtml(renderInvoiceHtml(invoice, invoiceSeller(deps), locale), { format: 'A4' });
  return { fileName: invoiceFileName(invoice.invoiceNumber), pdf };
}
