import type {
  CreditNoteLinkGrant,
  DownloadLinks,
  EarningsStatementLinkGrant,
  InvoiceLinkGrant,
  LecturerCvLinkGrant,
} from '@manara/domain';
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
  return {
    invoiceLinkTtlMs: INVOICE_LINK_TTL_MS,
    invoicePdf: (grant) => invoiceLinkPath(grant, secret),
    creditNotePdf: (grant) => creditNoteLinkPath(grant, secret),
    cvLinkTtlMs: CV_LINK_TTL_MS,
    lecturerCv: (grant) => lecturerCvLinkPath(grant, secret),
    earningsStatement: (grant) => earningsStatementLinkPath(grant, secret),
  };
}

export function signInvoiceLink(grant: InvoiceLinkGrant, secret: Buffer): string {
  return signToken('invoice link', [grant.invoiceId, grant.ownerId, grant.locale, grant.expiresAt], secret);
}

/** The document link in a token signed for `purpose`, or null when it is malformed, forged or expired. */
function readDocumentLink(
  purpose: string,
  token: string | undefined,
  secret: Buffer,
  now: Date,
): { id: string; ownerId: string; locale: 'ar' | 'en'; expiresAt: number } | null {
  const data = readToken(purpose, token, secret);
  if (!Array.isArray(data)) return null;
  const [id, ownerId, locale, expiresAt] = data as unknown[];
  if (typeof id !== 'string' || typeof ownerId !== 'string' || !isLocale(locale) || typeof expiresAt !== 'number')
    return null;
  return expiresAt > now.getTime() ? { id, ownerId, locale, expiresAt } : null;
}

/** The grant in a token we signed, or null when it is malformed, forged or expired. */
export function readInvoiceLink(token: string | undefined, secret: Buffer, now: Date): InvoiceLinkGrant | null {
  const link = readDocumentLink('invoice link', token, secret, now);
  return link && { invoiceId: link.id, ownerId: link.ownerId, locale: link.locale, expiresAt: link.expiresAt };
}

/** The site-relative download URL (the web forwards /invoices/* to the API, decision 0007). */
export function invoiceLinkPath(grant: InvoiceLinkGrant, secret: Buffer): string {
  const query = new URLSearchParams({ lang: grant.locale, token: signInvoiceLink(grant, secret) });
  return `/invoices/${grant.invoiceId}.pdf?${query.toString()}`;
}

// Credit notes (decision 0044): the same scheme under its own purpose, so an invoice link never opens a credit note.
export function signCreditNoteLink(grant: CreditNoteLinkGrant, secret: Buffer): string {
  return signToken('credit note link', [grant.creditNoteId, grant.ownerId, grant.locale, grant.expiresAt], secret);
}

/** The grant in a credit-note token we signed, or null when it is malformed, forged or expired. */
export function readCreditNoteLink(token: string | undefined, secret: Buffer, now: Date): CreditNoteLinkGrant | null {
  const link = readDocumentLink('credit note link', token, secret, now);
  return link && { creditNoteId: link.id, ownerId: link.ownerId, locale: link.locale, expiresAt: link.expiresAt };
}

/** Under /invoices/, which the web already forwards to the API. */
export function creditNoteLinkPath(grant: CreditNoteLinkGrant, secret: Buffer): string {
  const query = new URLSearchParams({ lang: grant.locale, token: signCreditNoteLink(grant, secret) });
  return `/invoices/credit-notes/${grant.creditNoteId}.pdf?${query.toString()}`;
}

// Lecturer CVs (decision 0051): their own purpose and a shorter life; the grant names the administrator.
/** How long a CV link works: opened at once from the application page, useless when forwarded later. */
export const CV_LINK_TTL_MS = 2 * 60 * 1000;

export function signLecturerCvLink(grant: LecturerCvLinkGrant, secret: Buffer): string {
  return signToken('lecturer cv link', [grant.applicationId, grant.adminId, grant.expiresAt], secret);
}

/** The grant in a CV token we signed, or null when it is malformed, forged or expired. */
export function readLecturerCvLink(token: string | undefined, secret: Buffer, now: Date): LecturerCvLinkGrant | null {
  const data = readToken('lecturer cv link', token, secret);
  if (!Array.isArray(data)) return null;
  const [applicationId, adminId, expiresAt] = data as unknown[];
  if (typeof applicationId !== 'string' || typeof adminId !== 'string' || typeof expiresAt !== 'number') return null;
  return expiresAt > now.getTime() ? { applicationId, adminId, expiresAt } : null;
}

/** Under /invoices/, the private-document prefix the web already forwards to the API. */
export function lecturerCvLinkPath(grant: LecturerCvLinkGrant, secret: Buffer): string {
  const query = new URLSearchParams({ token: signLecturerCvLink(grant, secret) });
  return `/invoices/lecturer-cvs/${grant.applicationId}?${query.toString()}`;
}

// Earnings statements (decision 0060): their own purpose; the grant names the month, the format and who asked.
export function signEarningsStatementLink(grant: EarningsStatementLinkGrant, secret: Buffer): string {
  return signToken(
    'earnings statement link',
    [grant.lecturerId, grant.month, grant.format, grant.viewerId, grant.locale, grant.expiresAt],
    secret,
  );
}

/** The grant in a statement token we signed, or null when it is malformed, forged or expired. */
export function readEarningsStatementLink(
  token: string | undefined,
  secret: Buffer,
  now: Date,
): EarningsStatementLinkGrant | null {
  const data = readToken('earnings statement link', token, secret);
  if (!Array.isArray(data)) return null;
  const [lecturerId, month, format, viewerId, locale, expiresAt] = data as unknown[];
  if (
    typeof lecturerId !== 'string' ||
    typeof month !== 'string' ||
    (format !== 'csv' && format !== 'pdf') ||
    typeof viewerId !== 'string' ||
    !isLocale(locale) ||
    typeof expiresAt !== 'number'
  )
    return null;
  return expiresAt > now.getTime() ? { lecturerId, month, format, viewerId, locale, expiresAt } : null;
}

/** Under /invoices/, the private-document prefix the web already forwards to the API. */
export function earningsStatementLinkPath(grant: EarningsStatementLinkGrant, secret: Buffer): string {
  const query = new URLSearchParams({ lang: grant.locale, token: signEarningsStatementLink(grant, secret) });
  return `/invoices/earnings/${grant.lecturerId}/${grant.month}.${grant.format}?${query.toString()}`;
}
