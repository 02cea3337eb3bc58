import { deleteFile, findOwnFile, type UserRow } from '@manara/db';
import type { DomainDeps } from '../deps';

/** Removes the user's previous uploaded picture (pictures from elsewhere, e.g. demo content, stay). */
export async function discardPicture(deps: DomainDeps, user: UserRow): Promise<void> {
  if (!user.profilePicture) return;
  const previous = await findOwnFile(deps.db, user.id, user.profilePicture);
  if (!previous) return;
  await deps.storage.remove(previous.key);
  await deleteFile(deps.db, previous.id);
}
