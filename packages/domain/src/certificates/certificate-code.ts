import { randomInt } from 'node:crypto';

/** Crockford base32: no I, L, O or U, so a code read aloud or retyped is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * `MNR-XXXX-XXXX`: 40 random bits, unique by constraint (a clash is retried). It names the
 * certificate for people; the unguessable id is what the verification URL carries.
 */
export function newCertificateCode(): string {
  const chars = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `MNR-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export const CERTIFICATE_CODE_PATTERN = /^MNR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
