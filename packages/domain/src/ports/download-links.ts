/** What a short-lived download link lets its holder fetch: one invoice PDF, in one language, for its owner. */
export interface InvoiceLinkGrant {
  invoiceId: string;
  ownerId: string;
  locale: 'ar' | 'en';
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** The same for one credit note (decision 0044). */
export interface CreditNoteLinkGrant {
  creditNoteId: string;
  ownerId: string;
  locale: 'ar' | 'en';
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** The same for one lecturer application's CV, for the administrator who asked (decision 0051). */
export interface LecturerCvLinkGrant {
  applicationId: string;
  /** The administrator the link was made for. */
  adminId: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** The same for one lecturer's monthly earnings statement, for the studio user who asked (decision 0060). */
export interface EarningsStatementLinkGrant {
  lecturerId: string;
  /** YYYY-MM. */
  month: string;
  format: 'csv' | 'pdf';
  /** The administrator or the lecturer the link was made for. */
  viewerId: string;
  locale: 'ar' | 'en';
  /** Epoch milliseconds. */
  expiresAt: number;
}

/**
 * Signed, expiring links to files the API serves outside GraphQL. The transport owns the link's
 * shape and key (apps/api/src/http/invoices/invoice-link.ts); the domain decides who gets one.
 */
export interface DownloadLinks {
  /** How long a link works, in milliseconds. */
  readonly invoiceLinkTtlMs: number;
  /** The site-relative URL for the grant. */
  invoicePdf(grant: InvoiceLinkGrant): string;
  /** The site-relative URL of a credit note's PDF. */
  creditNotePdf(grant: CreditNoteLinkGrant): string;
  /** How long a CV link works, in milliseconds. */
  readonly cvLinkTtlMs: number;
  /** The site-relative URL of an application's CV. */
  lecturerCv(grant: LecturerCvLinkGrant): string;
  /** The site-relative URL of a lecturer's monthly statement as CSV or PDF. */
  earningsStatement(grant: EarningsStatementLinkGrant): string;
}
