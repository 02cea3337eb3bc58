import { touchSocialIdentity, type SocialIdentityRow, type UserRow } from '@manara/db';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import type { SocialIdentity } from '../ports/index';
import { createUserSession } from './create-user-session';
import type { LoginResult } from './login-with-password';
import type { LoginInput } from './schemas';
import type { RequestCaller } from './types';
import { toUserProfile } from './user-profile';

/** A closed (deleted) or suspended account cannot sign in, by password or provider alike. */
export function assertMaySignIn(user: UserRow): void {
  if (user.isBlocked || user.isDeleted) throw new AppError('ACCOUNT_BLOCKED');
}

/** Opens a session like password login does, and notes the provider sign-in on the link. */
export async function startSocialSession(
  deps: DomainDeps,
  caller: RequestCaller,
  user: UserRow,
  link: { row: SocialIdentityRow; identity: SocialIdentity } | null,
  loginDetails: LoginInput['loginDetails'],
): Promise<LoginResult> {
  assertMaySignIn(user);
  if (link) await touchSocialIdentity(deps.db, link.row.id, link.identity.email, deps.now());
  const session = await createUserSession(deps, caller, user.id, loginDetails);
  return { user: toUserProfile(session.user), token: session.token, expiresAt: session.expiresAt };
}
