import type { DomainDeps } from '../deps';
import { parseIdentityInput } from './parse-identity-input';
import { ACCOUNT_MAIL_JOBS, queueAccountMail } from './queue-account-mail';
import { enforceRateLimits, identityRateRules } from './rate-limits';
import { sendCodeInputSchema } from './schemas';
import type { RequestCaller } from './types';

/**
 * Queues the code mail (deliverRequestedCode decides whether one goes out) and answers the same
 * either way, after the same work: whether an account exists shows neither in the answer nor in
 * its timing (decision 0038). Limited per e-mail and per IP whether or not anything is sent.
 */
export async function sendVerificationCode(deps: DomainDeps, caller: RequestCaller, input: unknown): Promise<true> {
  const { email, purpose } = parseIdentityInput(sendCodeInputSchema, input);
  await enforceRateLimits(deps, [
    [`code-send:ip:${caller.ip}`, identityRateRules.codeSendPerIp],
    [`code-send:email:${email}`, identityRateRules.codeSendPerEmail],
  ]);
  await queueAccountMail(deps.db, deps.now(), ACCOUNT_MAIL_JOBS.code, {
    email,
    purpose,
    locale: caller.locale ?? 'ar',
    viewerId: caller.viewer?.userId ?? null,
  });
  deps.wakeJobRunner?.();
  return true;
}
