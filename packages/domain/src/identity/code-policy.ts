import type { UserRow } from '@manara/db';
import type { VerificationPurposeValue } from './schemas';

/**
 * Whether a code of `purpose` may be mailed to the account that owns the e-mail. Callers answer
 * CODE_SENT either way, so nobody learns from the answer whether an account exists.
 * EMAIL_UPDATE goes to the signed-in user's pending address and is decided elsewhere;
 * SOCIAL_EMAIL_VERIFICATION confirms linking a social account to the e-mail's account (socialMerge).
 */
export function mayReceiveCode(purpose: VerificationPurposeValue, user: UserRow | null): boolean {
  if (!user || user.isDeleted) return false;
  switch (purpose) {
    case 'EMAIL_VERIFICATION':
    case 'LECTURER_EMAIL_VERIFICATION':
      return user.emailVerifiedAt === null;
    case 'PASSWORD_RESET':
    case 'SOCIAL_EMAIL_VERIFICATION':
      return !user.isBlocked;
    default:
      return false;
  }
}
