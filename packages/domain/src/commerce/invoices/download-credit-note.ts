import { findOwnedCreditNote } from '@manara/db';
import type { Locale } from '@manara/i18n';
import { isUuid } from '../../catalog/index';
import type { DomainDeps } from '../../deps';
import { AppError } from '../../errors/index';
import type { InvoicePdf } from './download-invoice';
import { creditNoteFileName } from './invoice-file-name';
import { invoiceSeller } from './invoice-seller';
import { renderCreditNoteHtml } from './render-credit-note-html';

/** The credit note as an A4 PDF in the chosen language, for its owner only (NOT_FOUND otherwise). */
export async function downloadCreditNote(
  deps: DomainDeps,
  ownerId: string,
  creditNoteId: string,
  locale: Locale,
): Promise<InvoicePdf> {
  if (!isUuid(creditNoteId)) throw new AppError('NOT_FOUND');
  const found = await findOwnedCreditNote(deps.db, ownerId, creditNoteId.toLowerCase());
  if (!found) throw new AppError('NOT_FOUND');
  const { creditNote } = found;
  const html = renderCreditNoteHtml(
    { ...creditNote, invoiceNumber: found.invoiceNumber, invoiceDate: found.invoiceDate },
    invoiceSeller(deps),
    locale,
  );
  const pdf = await deps.pdf.renderHtml(html, { format: 'A4' });
  return { fileName: creditNoteFileName(creditNote.number), pdf };
}
