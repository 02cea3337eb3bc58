import { replaceVerificationCode, type DbOrTx } from '@manara/db';
import type { VerificationPurposeValue } from './schemas';
import { generateVerificationCode, hashVerificationCode, verificationCodeExpiry } from './verification-code';

export interface CodeTarget {
  email: string;
  userId: string | null;
  purpose: VerificationPurposeValue;
  /** The sign-up an e-mail verification code confirms (passwordDigest of its password hash). */
  passwordDigest?: string | null;
}

/**
 * Stores a fresh code (hashed) that supersedes older unconsumed ones of the same e-mail and
 * purpose, and returns it in clear for the mail. Pass a transaction: two statements.
 */
export async function issueVerificationCode(tx: DbOrTx, now: Date, target: CodeTarget): Promise<string> {
  const code = generateVerificationCode();
  const email = target.email.toLowerCase();
  await replaceVerificationCode(
    tx,
    {
      email,
      userId: target.userId,
      purpose: target.purpose,
      codeHash: hashVerificationCode(email, target.purpose, code),
      expiresAt: verificationCodeExpiry(now),
      passwordDigest: target.passwordDigest ?? null,
    },
    now,
  );
  return code;
}
