import {
  consumeVerificationCode,
  findUserByEmail,
  findUserById,
  updateUser,
  type DbOrTx,
  type VerificationCodeRow,
} from '@manara/db';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { checkVerificationCode, codeInvalidError } from './check-verification-code';
import { parseIdentityInput } from './parse-identity-input';
import { passwordDigest } from './password-digest';
import { enforceRateLimits, identityRateRules } from './rate-limits';
import { verifyCodeInputSchema } from './schemas';
import type { RequestCaller } from './types';
import { uniqueViolation } from './unique-violation';

export type CodeVerificationOutcome = 'EMAIL_VERIFIED' | 'EMAIL_UPDATED' | 'CODE_VERIFIED';

/** The pending e-mail of the code's owner becomes their e-mail, verified now. */
async function applyEmailUpdate(tx: DbOrTx, row: VerificationCodeRow, now: Date): Promise<void> {
  const user = row.userId ? await findUserById(tx, row.userId) : null;
  if (!user || user.unverifiedEmail?.toLowerCase() !== row.email) throw codeInvalidError();
  await updateUser(tx, user.id, { email: row.email, unverifiedEmail: null, emailVerifiedAt: now, updatedAt: now });
}

/**
 * Marks the e-mail's account verified (EMAIL_VERIFICATION, LECTURER_EMAIL_VERIFICATION). A code
 * bound to a sign-up confirms it only while its password is still the account's: whoever typed a
 * password is the one the mailbox owner confirms (decision 0038).
 */
async function markEmailVerified(tx: DbOrTx, row: VerificationCodeRow, now: Date): Promise<void> {
  const user = row.userId ? await findUserById(tx, row.userId) : await findUserByEmail(tx, row.email);
  if (user && row.passwordDigest && passwordDigest(user.passwordHash) !== row.passwordDigest) throw codeInvalidError();
  if (user && !user.emailVerifiedAt) await updateUser(tx, user.id, { emailVerifiedAt: now, updatedAt: now });
}

/**
 * Checks a code typed for an e-mail. E-mail purposes consume it and take effect; it does not
 * log in. PASSWORD_RESET is only checked here (CODE_VERIFIED) and stays usable for
 * verifyPasswordResetVerificationCode, so a form may check the code before asking for a password.
 */
export async function verifyCodeByEmail(
  deps: DomainDeps,
  caller: RequestCaller,
  input: unknown,
): Promise<CodeVerificationOutcome> {
  const data = parseIdentityInput(verifyCodeInputSchema, input);
  await enforceRateLimits(deps, [[`code-check:ip:${caller.ip}`, identityRateRules.codeCheckPerIp]]);
  const row = await checkVerificationCode(deps, data);
  if (data.purpose === 'PASSWORD_RESET') return 'CODE_VERIFIED';
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await consumeVerificationCode(tx, row.id, now))) throw codeInvalidError();
      if (data.purpose === 'EMAIL_UPDATE') {
        await applyEmailUpdate(tx, row, now);
        return 'EMAIL_UPDATED';
      }
      await markEmailVerified(tx, row, now);
      return 'EMAIL_VERIFIED';
    });
  } catch (error) {
    if (uniqueViolation(error) !== null)
      throw new AppError('EMAIL_TAKEN', [{ field: 'email', messageKey: 'emailTaken' }]);
    throw error;
  }
}
