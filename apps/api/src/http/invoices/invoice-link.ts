import { isLocale, type Locale } from '@manara/i18n';
import { readToken, secretOrRandom, signToken } from '../signing/signed-token';

/** How long a download link works: long enough to click, short enough that a leaked link goes stale. */
export const INVOICE_LINK_TTL_MS = 5 * 60 * 1000;

/** What a link lets its holder fetch: one invoice, in one language, for its owner, until `expiresAt`. */
export interface InvoiceLinkGrant {
  invoiceId: string;
  ownerId: string;
  locale: Locale;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** INVOICE_LINK_SECRET, or the key generated into the database (see secretOrRandom). */
export function invoiceLinkSecret(env: NodeJS.ProcessEnv = process.env): Buffer {
  return secretOrRandom('invoice link', env.INVOICE_LINK_SECRET);
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
