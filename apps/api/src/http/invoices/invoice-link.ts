import type { DownloadLinks, InvoiceLinkGrant } from '@manara/domain';
import { isLocale } from '@manara/i18n';
import { readToken, secretOrRandom, signToken } from '../../lib/signing/signed-token';

/** How long a download link works: long enough to click, short enough that a leaked link goes stale. */
export const INVOICE_LINK_TTL_MS = 5 * 60 * 1000;

/** The configured INVOICE_LINK_SECRET, or the key generated into the database (see secretOrRandom). */
export function invoiceLinkSecret(configured: string | undefined): Buffer {
  return secretOrRandom('invoice link', configured);
}

/** The domain's DownloadLinks port: invoice PDF links signed with `secret`. */
export function createDownloadLinks(secret: Buffer): DownloadLinks {
  return { invoiceLinkTtlMs: INVOICE_LINK_TTL_MS, invoicePdf: (grant) => invoiceLinkPath(grant, secret) };
}

export function signInvoiceLink(grant: InvoiceLinkGrant, secret: Buffer): string {
  return signToken('invoice link', [grant.invoiceId, grant.ownerId, grant.locale, grant.expiresAt], secret);
}

/** The grant in a token we signed, or null when it is malformed, forged or expired. */
export function readInvoiceLink(token: string | undefined, secret: Buffer, now: Date): InvoiceLinkGrant | null {
  const data = readToken('invoice link', token, secret);
  if (!Array.isArray(data)) return null;
  const [invoiceId, ownerId, locale, expiresAt] = data as unknown[];
  if (
    typeof invoiceId !== 'string' ||
    typeof ownerId !== 'string' ||
    !isLocale(locale) ||
    typeof expiresAt !== 'number'
  )
    return null;
  return expiresAt > now.getTime() ? { invoiceId, ownerId, locale, expiresAt } : null;
}

/** The site-relative download URL (the web forwards /invoices/* to the API, decision 0007). */
export function invoiceLinkPath(grant: InvoiceLinkGrant, secret: Buffer): string {
  const query = new URLSearchParams({ lang: grant.locale, token: signInvoiceLink(grant, secret) });
  return `/invoices/${grant.invoiceId}.pdf?${query.toString()}`;
}
