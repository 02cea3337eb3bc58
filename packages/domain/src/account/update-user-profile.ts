import { updateUser } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer, toUserProfile, type UserProfile } from '../identity/index';
import { parseInput } from '../validation/index';
import { loadActiveUser } from './load-active-user';
import { updateUserProfileInputSchema } from './schemas';

/**
 * Saves the viewer's names in both languages. Full names are never stored: arFullName and
 * enFullName are always first + last (docs/product/accounts.md), so they follow at once. The slug stays as it
 * was so links to the profile keep working.
 */
export async function updateUserProfile(deps: DomainDeps, caller: Caller, input: unknown): Promise<UserProfile> {
  const viewer = requireViewer(caller);
  const names = parseInput(updateUserProfileInputSchema, input);
  const user = await loadActiveUser(deps, viewer);
  const updated = await updateUser(deps.db, user.id, { ...names, updatedAt: deps.now() });
  return toUserProfile(updated ?? user);
}
