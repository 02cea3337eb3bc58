/** What a one-click unsubscribe link names: one user and one switchable e-mail event (decision 0058). */
export interface UnsubscribeGrant {
  userId: string;
  event: string;
  /** The language the link's page opens in. */
  locale: 'ar' | 'en';
}

/**
 * Signed unsubscribe links for switchable mail. The transport owns the token's shape and key
 * (apps/api/src/http/unsubscribe/unsubscribe-link.ts); the domain decides who gets one.
 */
export interface UnsubscribeLinks {
  /** The absolute https URL for List-Unsubscribe and the mail's footer. */
  linkFor(grant: UnsubscribeGrant): string;
  /** The grant in a token we signed, or null when it is malformed or forged. */
  read(token: string | undefined): UnsubscribeGrant | null;
}
