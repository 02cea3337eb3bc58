import { findUserByEmail, insertUser } from '@manara/db';
import { toLanguage } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { parseIdentityInput } from './parse-identity-input';
import { hashPassword } from './passwords';
import { pickUserSlug } from './pick-user-slug';
import { ACCOUNT_MAIL_JOBS, queueAccountMail } from './queue-account-mail';
import { enforceRateLimits, identityRateRules } from './rate-limits';
import { registerInputSchema, type RegisterInput } from './schemas';
import type { RequestCaller } from './types';
import { uniqueViolation } from './unique-violation';
import { newUserCode } from './user-code';

const MAX_TRIES = 3;

function profileOf(data: RegisterInput, caller: RequestCaller) {
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    // Arabic names default to the Latin ones until the user sets them.
    arFirstName: data.arFirstName ?? data.firstName,
    arLastName: data.arLastName ?? data.lastName,
    phone: data.phone ?? null,
    favLang: data.favLang ?? toLanguage(caller.locale ?? 'ar'),
  };
}

/** The address has an account: nothing changes, and its owner is told someone tried. */
async function noticeOwner(deps: DomainDeps, email: string): Promise<void> {
  await queueAccountMail(deps.db, deps.now(), ACCOUNT_MAIL_JOBS.signUpNotice, { email });
  deps.wakeJobRunner?.();
}

/**
 * Sign-up by e-mail (decision 0038). A free address gets a new unverified user and, in the same
 * transaction, its EMAIL_VERIFICATION code mail is queued; the code is bound to this sign-up's
 * password. An address that already has an account, verified or not, changes nothing: a later
 * sign-up never replaces an earlier one's password, and the owner is mailed that someone tried.
 * Both cases answer alike (no data), after the same password hashing, so the answer tells no one
 * whether the address is taken; the mails go out from the job queue.
 */
export async function registerUser(deps: DomainDeps, caller: RequestCaller, input: unknown): Promise<void> {
  const data = parseIdentityInput(registerInputSchema, input);
  await enforceRateLimits(deps, [[`register:ip:${caller.ip}`, identityRateRules.registerPerIp]]);
  // Hashed before looking, whether or not the address is free: the costly part takes the same time.
  const passwordHash = await hashPassword(data.password);
  if (await findUserByEmail(deps.db, data.email)) return noticeOwner(deps, data.email);
  const profile = { ...profileOf(data, caller), passwordHash };
  for (let attempt = 1; ; attempt++) {
    try {
      const now = deps.now();
      const slug = await pickUserSlug(deps.db, profile);
      await deps.db.transaction(async (tx) => {
        await insertUser(tx, { ...profile, slug, email: data.email, code: newUserCode() });
        await queueAccountMail(tx, now, ACCOUNT_MAIL_JOBS.code, {
          email: data.email,
          purpose: 'EMAIL_VERIFICATION',
          locale: caller.locale ?? 'ar',
          viewerId: null,
        });
      });
      deps.wakeJobRunner?.();
      return;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      // A concurrent sign-up took the address first: this one is an attempt on a taken address.
      if (/email/i.test(constraint)) return noticeOwner(deps, data.email);
      // A slug or code taken by a concurrent sign-up: pick again.
      if (attempt >= MAX_TRIES) throw error;
    }
  }
}
