import type { DomainDeps } from '../deps';
import { parseIdentityInput } from './parse-identity-input';
import { resetPasswordInputSchema } from './schemas';
import { sendVerificationCode } from './send-verification-code';
import type { RequestCaller } from './types';

/** "Forgot password": a PASSWORD_RESET code to the account's e-mail, if there is one. */
export async function requestPasswordReset(deps: DomainDeps, caller: RequestCaller, input: unknown): Promise<true> {
  const { email } = parseIdentityInput(resetPasswordInputSchema, input);
  return sendVerificationCode(deps, caller, { email, purpose: 'PASSWORD_RESET' });
}
