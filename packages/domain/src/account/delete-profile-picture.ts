import { updateUser } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer, toUserProfile, type UserProfile } from '../identity/index';
import { discardPicture } from './discard-picture';
import { loadActiveUser } from './load-active-user';

/** Clears the viewer's profile picture (initials show instead) and removes the uploaded file. */
export async function deleteProfilePicture(deps: DomainDeps, caller: Caller): Promise<UserProfile> {
  const viewer = requireViewer(caller);
  const user = await loadActiveUser(deps, viewer);
  const updated = await updateUser(deps.db, user.id, { profilePicture: null, updatedAt: deps.now() });
  await discardPicture(deps, user);
  return toUserProfile(updated ?? user);
}
