import { fromLanguage, type Locale } from '@manara/i18n';
import type { DomainDeps } from '../../deps';
import type { RequestCaller } from '../../identity/index';
import { parseInput } from '../../validation/index';
import { getInvoiceByTransactionId } from './get-invoice-by-transaction-id';
import { invoiceFileName } from './invoice-file-name';
import { downloadInvoiceInputSchema } from './schemas';

export interface InvoiceDownloadGrant {
  invoiceId: string;
  ownerId: string;
  locale: Locale;
  fileName: string;
}

/**
 * `downloadInvoice`: checks the input and that the caller owns the invoice (NOT_FOUND otherwise),
 * and says which file to serve. The transport turns the grant into a short-lived link; the PDF
 * itself is made by `downloadInvoice` when the link is followed.
 */
export async function requestInvoiceDownload(
  deps: DomainDeps,
  caller: RequestCaller,
  input: unknown,
): Promise<InvoiceDownloadGrant> {
  const { transactionId, language } = parseInput(downloadInvoiceInputSchema, input);
  const invoice = await getInvoiceByTransactionId(deps, caller, transactionId);
  return {
    invoiceId: invoice.id,
    ownerId: caller.viewer!.userId,
    locale: language ? fromLanguage(language) : (caller.locale ?? 'ar'),
    fileName: invoiceFileName(invoice.invoiceNumber),
  };
}
