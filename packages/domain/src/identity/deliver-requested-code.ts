import type { DomainDeps } from '../deps';
import { addressCodePurposes, deliverAddressCode } from './deliver-address-code';
import { deliverVerificationCode } from './deliver-verification-code';
import { findCodeRecipient } from './find-code-recipient';
import { codeMailPayload } from './queue-account-mail';

/**
 * The job behind sendVerificationCode: mails a code when the address and purpose call for one
 * (an account in the right state, or any address for an applicant's code), and nothing otherwise.
 */
export async function deliverRequestedCode(deps: DomainDeps, payload: Record<string, unknown>): Promise<void> {
  const { email, purpose, locale, viewerId } = codeMailPayload.parse(payload);
  if (addressCodePurposes.includes(purpose)) return deliverAddressCode(deps, locale, email, purpose);
  const recipient = await findCodeRecipient(deps, viewerId, email, purpose);
  if (recipient) await deliverVerificationCode(deps, recipient, purpose, email);
}
