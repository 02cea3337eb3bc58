import { findSocialIdentity, findSocialIdentityOfUser, findUserByEmail } from '@manara/db';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseIdentityInput } from './parse-identity-input';
import { requireSocialSignIn, verifySocialCredential } from './social-credential';
import { socialCredentialSchema } from './social-schemas';
import type { RequestCaller } from './types';

/** docs/product/accounts.md "Social login check returns actionRequired"; the values are decision 0017's. */
export type SocialActionRequired = 'LOGIN' | 'MERGE' | 'REGISTER';

export interface SocialProviderStatus {
  actionRequired: SocialActionRequired;
  /** The verified ID token: the proof the next call (socialLogin, socialMerge, socialRegister) sends back. */
  idToken: string;
  /** From the provider; shown on the merge and register steps. */
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** MERGE only: whether the existing account can be confirmed with its password (else by a code). */
  hasPassword: boolean;
}

/**
 * Exchanges the popup's code (or re-verifies an ID token) and tells the client what comes next:
 * LOGIN when this provider account is linked, MERGE when an account with its e-mail exists
 * unlinked, REGISTER otherwise. Revealing that an account exists is safe here: the provider
 * has just proved the caller owns that e-mail. Writes nothing.
 */
export async function checkSocialProviderStatus(
  deps: DomainDeps,
  caller: RequestCaller,
  input: unknown,
): Promise<SocialProviderStatus> {
  requireSocialSignIn(deps);
  const data = parseIdentityInput(socialCredentialSchema, input);
  const { identity, idToken } = await verifySocialCredential(deps, caller, data);
  const base = {
    idToken,
    email: identity.email,
    firstName: identity.givenName,
    lastName: identity.familyName,
    hasPassword: false,
  };
  if (await findSocialIdentity(deps.db, identity.provider, identity.subject))
    return { ...base, actionRequired: 'LOGIN' };
  const user = await findUserByEmail(deps.db, identity.email);
  if (!user) return { ...base, actionRequired: 'REGISTER' };
  if (user.isBlocked || user.isDeleted) throw new AppError('ACCOUNT_BLOCKED');
  // The e-mail's account already has a different account of this provider: merging would replace it.
  if (await findSocialIdentityOfUser(deps.db, user.id, identity.provider))
    throw new AppError('SOCIAL_ACCOUNT_ALREADY_LINKED');
  return { ...base, actionRequired: 'MERGE', hasPassword: !!user.passwordHash };
}
