import { markFilesPublic, updateUser } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer, toUserProfile, type UserProfile } from '../identity/index';
import { checkUploadedFile } from '../files/index';
import { parseInput } from '../validation/index';
import { discardPicture } from './discard-picture';
import { loadActiveUser } from './load-active-user';
import { updateProfilePictureInputSchema } from './schemas';

/**
 * Makes an uploaded PROFILE_PICTURE file (the viewer's own, checked by its bytes) the profile
 * picture: published so the image route serves it; the old one is removed.
 */
export async function updateProfilePicture(deps: DomainDeps, caller: Caller, input: unknown): Promise<UserProfile> {
  const viewer = requireViewer(caller);
  const { key } = parseInput(updateProfilePictureInputSchema, input);
  const user = await loadActiveUser(deps, viewer);
  const file = await checkUploadedFile(deps, user.id, key, 'PROFILE_PICTURE');
  await deps.storage.publish(file.key);
  await markFilesPublic(deps.db, [file.id]);
  const updated = await updateUser(deps.db, user.id, { profilePicture: file.key, updatedAt: deps.now() });
  if (user.profilePicture !== file.key) await discardPicture(deps, user);
  return toUserProfile(updated ?? user);
}
