import { findUserById } from '@manara/db';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from './require-viewer';
import type { RequestCaller } from './types';
import { toUserProfile, type UserProfile } from './user-profile';

/** The signed-in user (`me`); UNAUTHENTICATED for visitors and for accounts gone meanwhile. */
export async function getCurrentUser(deps: DomainDeps, caller: RequestCaller): Promise<UserProfile> {
  const viewer = requireViewer(caller);
  const user = await findUserById(deps.db, viewer.userId);
  if (!user || user.isDeleted || user.isBlocked) throw new AppError('UNAUTHENTICATED');
  return toUserProfile(user);
}
