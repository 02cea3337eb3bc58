import { findLatestLecturerApplication, findUserById } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer } from '../identity/index';
import { toLecturerApplicationView, type LecturerApplicationView } from './application-view';

/**
 * The signed-in viewer's latest lecturer application — made signed in, or signed out with their
 * account's e-mail — or null; /join-as-lecturer shows where it stands (decision 0051).
 */
export async function getMyLecturerApplication(
  deps: DomainDeps,
  caller: Caller,
): Promise<LecturerApplicationView | null> {
  const viewer = requireViewer(caller);
  const user = await findUserById(deps.db, viewer.userId);
  const row = await findLatestLecturerApplication(deps.db, {
    email: user?.email.toLowerCase() ?? null,
    userId: viewer.userId,
  });
  return row ? toLecturerApplicationView(row) : null;
}
