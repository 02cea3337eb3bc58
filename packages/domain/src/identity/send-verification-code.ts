import type { DomainDeps } from '../deps';
import { addressCodePurposes, deliverAddressCode } from './deliver-address-code';
import { deliverVerificationCode } from './deliver-verification-code';
import { findCodeRecipient } from './find-code-recipient';
import { parseIdentityInput } from './parse-identity-input';
import { enforceRateLimits, identityRateRules } from './rate-limits';
import { sendCodeInputSchema } from './schemas';
import type { RequestCaller } from './types';

/**
 * Mails a new code when the e-mail and purpose call for one, and answers the same either way
 * (no account enumeration). Limited per e-mail and per IP whether or not anything is sent.
 */
export async function sendVerificationCode(deps: DomainDeps, caller: RequestCaller, input: unknown): Promise<true> {
  const { email, purpose } = parseIdentityInput(sendCodeInputSchema, input);
  await enforceRateLimits(deps, [
    [`code-send:ip:${caller.ip}`, identityRateRules.codeSendPerIp],
    [`code-send:email:${email}`, identityRateRules.codeSendPerEmail],
  ]);
  if (addressCodePurposes.includes(purpose)) {
    await deliverAddressCode(deps, caller, email, purpose);
    return true;
  }
  const recipient = await findCodeRecipient(deps, caller, email, purpose);
  if (recipient) await deliverVerificationCode(deps, recipient, purpose, email);
  return true;
}
