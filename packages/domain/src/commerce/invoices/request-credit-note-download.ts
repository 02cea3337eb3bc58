import { findOwnedCreditNote } from '@manara/db';
import { fromLanguage, type Locale } from '@manara/i18n';
import type { DomainDeps } from '../../deps';
import { AppError } from '../../errors/index';
import { requireViewer, type RequestCaller } from '../../identity/index';
import { parseInput } from '../../validation/index';
import { creditNoteFileName } from './invoice-file-name';
import type { InvoiceDownload } from './request-invoice-download';
import { downloadCreditNoteInputSchema } from './schemas';

/**
 * `downloadCreditNote`: a short-lived link to one of the learner's credit notes (decision 0044);
 * anyone else's, or a missing one, is NOT_FOUND.
 */
export async function requestCreditNoteDownload(
  deps: DomainDeps,
  caller: RequestCaller,
  input: unknown,
): Promise<InvoiceDownload> {
  const { creditNoteId, language } = parseInput(downloadCreditNoteInputSchema, input);
  const viewer = requireViewer(caller);
  const found = await findOwnedCreditNote(deps.db, viewer.userId, creditNoteId);
  if (!found) throw new AppError('NOT_FOUND');
  const locale: Locale = language ? fromLanguage(language) : (caller.locale ?? 'ar');
  const expiresAt = deps.now().getTime() + deps.downloadLinks.invoiceLinkTtlMs;
  const url = deps.downloadLinks.creditNotePdf({ creditNoteId, ownerId: viewer.userId, locale, expiresAt });
  return { url, fileName: creditNoteFileName(found.creditNote.number), expiresAt: new Date(expiresAt) };
}
