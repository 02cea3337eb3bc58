import { fromLanguage, type Locale } from '@manara/i18n';
import type { DomainDeps } from '../../deps';
import type { RequestCaller } from '../../identity/index';
import { parseInput } from '../../validation/index';
import { getInvoiceByTransactionId } from './get-invoice-by-transaction-id';
import { invoiceFileName } from './invoice-file-name';
import { downloadInvoiceInputSchema } from './schemas';

export interface InvoiceDownload {
  /** Site-relative, signed; works without a session until `expiresAt`. */
  url: string;
  fileName: string;
  expiresAt: Date;
}

/**
 * `downloadInvoice`: checks the input and that the caller owns the invoice (NOT_FOUND otherwise)
 * and answers a short-lived link to its PDF (the PDF itself is made by `downloadInvoice` when the
 * link is followed).
 */
export async function requestInvoiceDownload(
  deps: DomainDeps,
  caller: RequestCaller,
  input: unknown,
): Promise<InvoiceDownload> {
  const { transactionId, language } = parseInput(downloadInvoiceInputSchema, input);
  const invoice = await getInvoiceByTransactionId(deps, caller, transactionId);
  const locale: Locale = language ? fromLanguage(language) : (caller.locale ?? 'ar');
  const expiresAt = deps.now().getTime() + deps.downloadLinks.invoiceLinkTtlMs;
  const url = deps.downloadLinks.invoicePdf({
    invoiceId: invoice.id,
    ownerId: caller.viewer!.userId,
    locale,
    expiresAt,
  });
  return { url, fileName: invoiceFileName(invoice.invoiceNumber), expiresAt: new Date(expiresAt) };
}
