import { findSocialIdentity, findUserById } from '@manara/db';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import type { LoginResult } from './login-with-password';
import { parseIdentityInput } from './parse-identity-input';
import { requireSocialSignIn, verifySocialCredential } from './social-credential';
import { socialLoginInputSchema } from './social-schemas';
import { startSocialSession } from './social-session';
import type { RequestCaller } from './types';

/**
 * Logs in the user linked to a verified provider account (`socialLogin`). An unlinked account
 * answers SOCIAL_ACCOUNT_NOT_LINKED: the client asks checkSocialProviderStatus what to do.
 */
export async function socialLogin(deps: DomainDeps, caller: RequestCaller, input: unknown): Promise<LoginResult> {
  requireSocialSignIn(deps);
  const data = parseIdentityInput(socialLoginInputSchema, input);
  const { identity } = await verifySocialCredential(deps, caller, data);
  const row = await findSocialIdentity(deps.db, identity.provider, identity.subject);
  const user = row ? await findUserById(deps.db, row.userId) : null;
  if (!row || !user) throw new AppError('SOCIAL_ACCOUNT_NOT_LINKED');
  return startSocialSession(deps, caller, user, { row, identity }, data.loginDetails);
}
