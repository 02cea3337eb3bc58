import {
  consumeVerificationCode,
  findSocialIdentity,
  findSocialIdentityOfUser,
  findUserByEmail,
  findUserById,
  insertSocialIdentity,
  updateUser,
  type UserRow,
} from '@manara/db';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import type { SocialIdentity } from '../ports/index';
import { checkVerificationCode, codeInvalidError } from './check-verification-code';
import type { LoginResult } from './login-with-password';
import { parseIdentityInput } from './parse-identity-input';
import { verifyPasswordOrDummy } from './passwords';
import { enforceRateLimits, identityRateRules } from './rate-limits';
import { requireSocialSignIn, verifySocialCredential } from './social-credential';
import { socialMergeInputSchema } from './social-schemas';
import { assertMaySignIn, startSocialSession } from './social-session';
import type { RequestCaller } from './types';
import { uniqueViolation } from './unique-violation';

const alreadyLinked = () => new AppError('SOCIAL_ACCOUNT_ALREADY_LINKED');

/** Password confirmation counts against the same limits as password login. */
async function confirmByPassword(
  deps: DomainDeps,
  caller: RequestCaller,
  user: UserRow,
  password: string,
): Promise<void> {
  await enforceRateLimits(deps, [
    [`login:ip:${caller.ip}`, identityRateRules.loginPerIp],
    [`login:email-ip:${user.email.toLowerCase()}:${caller.ip}`, identityRateRules.loginPerEmailAndIp],
    [`login:email:${user.email.toLowerCase()}`, identityRateRules.loginPerEmail],
  ]);
  if (!(await verifyPasswordOrDummy(user.passwordHash, password))) {
    throw new AppError('INVALID_CREDENTIALS', [{ field: 'password', messageKey: 'wrongPassword' }]);
  }
}

/**
 * Links a provider account to the existing account with its e-mail (`socialMerge`), after the
 * owner confirms with the account's password or a SOCIAL_EMAIL_VERIFICATION code mailed to it
 * (sendEmailVerificationCode), then logs in. The link, the code's use and, for an account that
 * never verified its e-mail, the verification happen in one transaction. A code proves the
 * mailbox, so an unverified account's password (possibly set by someone else) is dropped.
 * A provider account already linked just logs in.
 */
export async function socialMerge(deps: DomainDeps, caller: RequestCaller, input: unknown): Promise<LoginResult> {
  requireSocialSignIn(deps);
  const data = parseIdentityInput(socialMergeInputSchema, input);
  const { identity } = await verifySocialCredential(deps, caller, data);
  const linked = await findSocialIdentity(deps.db, identity.provider, identity.subject);
  const linkedUser = linked ? await findUserById(deps.db, linked.userId) : null;
  if (linked && linkedUser)
    return startSocialSession(deps, caller, linkedUser, { row: linked, identity }, data.loginDetails);

  const user = await findUserByEmail(deps.db, identity.email);
  if (!user) throw new AppError('NOT_FOUND');
  if (await findSocialIdentityOfUser(deps.db, user.id, identity.provider)) throw alreadyLinked();

  let codeId: string | null = null;
  if (data.password) await confirmByPassword(deps, caller, user, data.password);
  else
    codeId = (
      await checkVerificationCode(deps, {
        email: identity.email,
        purpose: 'SOCIAL_EMAIL_VERIFICATION',
        code: data.verificationCode!,
      })
    ).id;
  assertMaySignIn(user);

  await linkIdentity(deps, user, identity, codeId);
  const merged = (await findUserById(deps.db, user.id))!;
  // The new link already carries this sign-in's time and e-mail.
  return startSocialSession(deps, caller, merged, null, data.loginDetails);
}

async function linkIdentity(deps: DomainDeps, user: UserRow, identity: SocialIdentity, codeId: string | null) {
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      if (codeId && !(await consumeVerificationCode(tx, codeId, now))) throw codeInvalidError();
      if (!user.emailVerifiedAt) {
        // The provider vouches for the mailbox; with a code, so does the mailbox itself.
        await updateUser(tx, user.id, {
          emailVerifiedAt: now,
          updatedAt: now,
          ...(codeId ? { passwordHash: null } : {}),
        });
      }
      return insertSocialIdentity(tx, {
        provider: identity.provider,
        subject: identity.subject,
        userId: user.id,
        email: identity.email,
        lastLoginAt: now,
      });
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw alreadyLinked();
    throw error;
  }
}
