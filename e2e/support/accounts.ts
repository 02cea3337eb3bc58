import { expect, inject } from 'vitest';
import { api } from './api';
import type { Locale } from './browser';
import { latestCode } from './outbox';

export interface Account {
  email: string;
  password: string;
}

export interface Names {
  firstName: string;
  lastName: string;
  arFirstName?: string;
  arLastName?: string;
}

/** The names a new learner signs up with unless a journey needs others. */
export const learnerNames = { firstName: 'Nour', lastName: 'Fathy', arFirstName: 'نور', arLastName: 'فتحي' };

type Envelope = { success: boolean; message: string };

/**
 * A new verified account made through the API (sign-up, then the code mailed to the outbox), so a
 * journey owns nothing another one changed or bought. It is made in `locale` (its mails' language);
 * `label` starts its unique e-mail address.
 */
export async function verifiedAccount(locale: Locale, label: string, names: Names = learnerNames): Promise<Account> {
  const email = `${label}-${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Learner#2026';
  const { registerAsUser } = await api<{ registerAsUser: Envelope }>(
    'mutation registerAsUser($input: RegisterAsUserInput) { registerAsUser(input: $input) { success message } }',
    { locale, variables: { input: { ...names, email, password } } },
  );
  expect(registerAsUser.success, registerAsUser.message).toBe(true);
  const code = await latestCode(inject('apiUrl'), email);
  const { verifyUserVerificationCodeByEmail: verified } = await api<{ verifyUserVerificationCodeByEmail: Envelope }>(
    'mutation verifyUserVerificationCodeByEmail($input: VerifyUserVerificationCodeByEmailInput) { verifyUserVerificationCodeByEmail(input: $input) { success message } }',
    { locale, variables: { input: { email, code, purpose: 'EMAIL_VERIFICATION' } } },
  );
  expect(verified.success, verified.message).toBe(true);
  return { email, password };
}
