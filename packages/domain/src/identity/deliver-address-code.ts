import { findUserByEmail } from '@manara/db';
import type { Locale } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { sendVerificationCodeMail } from '../mail/index';
import { mailCodeToUser } from './deliver-verification-code';
import { issueVerificationCode } from './issue-verification-code';
import type { VerificationPurposeValue } from './schemas';
import { CODE_TTL_MINUTES } from './verification-code';

/** Purposes that prove an address which may have no account yet (a lecturer applicant's). */
export const addressCodePurposes: readonly VerificationPurposeValue[] = ['LECTURER_EMAIL_VERIFICATION'];

/**
 * Issues a code for an e-mail address whether or not an account uses it and mails it, in the
 * account's language when there is one, else the request's (`locale`). Blocked or deleted accounts
 * get nothing.
 */
export async function deliverAddressCode(
  deps: DomainDeps,
  locale: Locale,
  email: string,
  purpose: VerificationPurposeValue,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user && (user.isBlocked || user.isDeleted)) return;
  const now = deps.now();
  const code = await deps.db.transaction((tx) =>
    issueVerificationCode(tx, now, { email, userId: user?.id ?? null, purpose }),
  );
  if (user) return mailCodeToUser(deps, user, purpose, code, email);
  await sendVerificationCodeMail(deps, {
    to: email,
    locale,
    purpose,
    code,
    name: null,
    ttlMinutes: CODE_TTL_MINUTES,
  });
}
