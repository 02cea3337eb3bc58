import type { UnsubscribeGrant, UnsubscribeLinks } from '@manara/domain';
import { isLocale } from '@manara/i18n';
import { readToken, signToken } from '../../lib/signing/signed-token';

/** Its own purpose, so no other signed link passes for an unsubscribe link (decision 0058). */
const PURPOSE = 'mail unsubscribe';

export function signUnsubscribeToken(grant: UnsubscribeGrant, secret: Buffer): string {
  return signToken(PURPOSE, [grant.userId, grant.event, grant.locale], secret);
}

/**
 * The grant in a token we signed, or null when it is malformed or forged (the MAC is compared in
 * its one canonical spelling). The link does not expire: it only ever switches one mail off, and
 * mail is read months later (decision 0058).
 */
export function readUnsubscribeToken(token: string | undefined, secret: Buffer): UnsubscribeGrant | null {
  const data = readToken(PURPOSE, token, secret);
  if (!Array.isArray(data) || data.length !== 3) return null;
  const [userId, event, locale] = data as unknown[];
  if (typeof userId !== 'string' || typeof event !== 'string' || !isLocale(locale)) return null;
  return { userId, event, locale };
}

/**
 * The domain's UnsubscribeLinks port: `<web>/unsubscribe?token=…` (English under /en), the page
 * that says what will stop; a POST to the same address unsubscribes at once (RFC 8058), which
 * the web forwards to the API's /mail/unsubscribe.
 */
export function createUnsubscribeLinks(secret: Buffer, webBaseUrl: string): UnsubscribeLinks {
  const base = webBaseUrl.replace(/\/+$/, '');
  return {
    linkFor: (grant) =>
      `${base}${grant.locale === 'en' ? '/en' : ''}/unsubscribe?${new URLSearchParams({ token: signUnsubscribeToken(grant, secret) }).toString()}`,
    read: (token) => readUnsubscribeToken(token, secret),
  };
}
