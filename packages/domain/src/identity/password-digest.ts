import { createHash } from 'node:crypto';

/**
 * A fingerprint of a stored password hash, kept with an e-mail verification code so the code
 * confirms the sign-up it was mailed for and no other (decision 0038). Null without a password.
 */
export function passwordDigest(passwordHash: string | null): string | null {
  return passwordHash ? createHash('sha256').update(passwordHash).digest('hex') : null;
}
