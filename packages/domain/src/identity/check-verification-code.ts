import { addVerificationAttempt, findActiveVerificationCode, type VerificationCodeRow } from '@manara/db';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import type { VerificationPurposeValue } from './schemas';
import { MAX_CODE_ATTEMPTS, verificationCodeMatches } from './verification-code';

export function codeInvalidError(): AppError {
  return new AppError('CODE_INVALID', [{ field: 'code', messageKey: 'codeInvalid' }]);
}

export interface CodeCheck {
  email: string;
  purpose: VerificationPurposeValue;
  code: string;
}

/**
 * Checks a typed code against the live code of the e-mail and purpose without consuming it:
 * none → CODE_INVALID, past its expiry → CODE_EXPIRED, already 5 wrong tries → CODE_LOCKED.
 * A wrong code counts an attempt; the fifth wrong one locks the code (CODE_LOCKED).
 * Callers consume the returned row in the transaction that acts on it.
 */
export async function checkVerificationCode(deps: DomainDeps, check: CodeCheck): Promise<VerificationCodeRow> {
  const row = await findActiveVerificationCode(deps.db, check.email, check.purpose);
  if (!row) throw codeInvalidError();
  if (new Date(row.expiresAt).getTime() <= deps.now().getTime()) throw new AppError('CODE_EXPIRED');
  if (row.attempts >= MAX_CODE_ATTEMPTS) throw new AppError('CODE_LOCKED');
  if (!verificationCodeMatches(row.codeHash, check.email, check.purpose, check.code)) {
    const attempts = await addVerificationAttempt(deps.db, row.id);
    throw attempts >= MAX_CODE_ATTEMPTS ? new AppError('CODE_LOCKED') : codeInvalidError();
  }
  return row;
}
