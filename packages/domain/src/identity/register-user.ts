import { findUserByEmail, insertUser, updateUser, type UserRow } from '@manara/db';
import { toLanguage } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { mailCodeToUser } from './deliver-verification-code';
import { issueVerificationCode } from './issue-verification-code';
import { parseIdentityInput } from './parse-identity-input';
import { hashPassword } from './passwords';
import { pickUserSlug } from './pick-user-slug';
import { enforceRateLimits, identityRateRules } from './rate-limits';
import { registerInputSchema, type RegisterInput } from './schemas';
import type { RequestCaller } from './types';
import { uniqueViolation } from './unique-violation';
import { newUserCode } from './user-code';
import { toUserProfile, type UserProfile } from './user-profile';

const emailTaken = () => new AppError('EMAIL_TAKEN', [{ field: 'email', messageKey: 'emailTaken' }]);
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

/**
 * Sign-up by e-mail: a new unverified user, or, for an e-mail that signed up before but never
 * verified, the same user with the new details and password (people retry sign-up). The user
 * and their EMAIL_VERIFICATION code are written in one transaction; the code is mailed after.
 */
export async function registerUser(deps: DomainDeps, caller: RequestCaller, input: unknown): Promise<UserProfile> {
  const data = parseIdentityInput(registerInputSchema, input);
  await enforceRateLimits(deps, [[`register:ip:${caller.ip}`, identityRateRules.registerPerIp]]);
  const existing = await findUserByEmail(deps.db, data.email);
  if (existing && (existing.emailVerifiedAt || existing.isDeleted)) throw emailTaken();
  const passwordHash = await hashPassword(data.password);
  const profile = { ...profileOf(data, caller), passwordHash };

  for (let attempt = 1; ; attempt++) {
    try {
      const now = deps.now();
      const slug = await pickUserSlug(deps.db, profile, existing ?? undefined);
      const { user, code } = await deps.db.transaction(async (tx) => {
        const user: UserRow | null = existing
          ? await updateUser(tx, existing.id, { ...profile, slug, updatedAt: now })
          : await insertUser(tx, { ...profile, slug, email: data.email, code: newUserCode() });
        if (!user) throw emailTaken();
        const code = await issueVerificationCode(tx, now, {
          email: user.email,
          userId: user.id,
          purpose: 'EMAIL_VERIFICATION',
        });
        return { user, code };
      });
      await mailCodeToUser(deps, user, 'EMAIL_VERIFICATION', code);
      return toUserProfile(user);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      if (/email/i.test(constraint)) throw emailTaken();
      // A slug or code taken by a concurrent sign-up: pick again.
      if (attempt >= MAX_TRIES) throw error;
    }
  }
}
