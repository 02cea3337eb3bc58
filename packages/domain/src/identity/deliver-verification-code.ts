import type { UserRow } from '@manara/db';
import { fromLanguage } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { sendVerificationCodeMail } from '../mail/index';
import { issueVerificationCode } from './issue-verification-code';
import { passwordDigest } from './password-digest';
import type { VerificationPurposeValue } from './schemas';
import { firstNameIn } from './user-names';
import { CODE_TTL_MINUTES } from './verification-code';

/** Mails an already issued code to a user, in the user's language. */
export async function mailCodeToUser(
  deps: DomainDeps,
  user: UserRow,
  purpose: VerificationPurposeValue,
  code: string,
  to: string = user.email,
): Promise<void> {
  const locale = fromLanguage(user.favLang);
  await sendVerificationCodeMail(deps, {
    to,
    locale,
    purpose,
    code,
    name: firstNameIn(user, locale) || null,
    ttlMinutes: CODE_TTL_MINUTES,
  });
}

/**
 * Issues a new code for a user (superseding older ones) and mails it; `to` defaults to their
 * e-mail. An e-mail verification code is bound to the account's current password: it confirms
 * that sign-up only (decision 0038).
 */
export async function deliverVerificationCode(
  deps: DomainDeps,
  user: UserRow,
  purpose: VerificationPurposeValue,
  to: string = user.email,
): Promise<void> {
  const now = deps.now();
  const binding = purpose === 'EMAIL_VERIFICATION' ? passwordDigest(user.passwordHash) : null;
  const code = await deps.db.transaction((tx) =>
    issueVerificationCode(tx, now, { email: to, userId: user.id, purpose, passwordDigest: binding }),
  );
  await mailCodeToUser(deps, user, purpose, code, to);
}
