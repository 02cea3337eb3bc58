import { findLecturerByUserId } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';

/** Who is using the studio: an administrator, or an approved lecturer with their profile id. */
export type StudioActor = { userId: string; kind: 'ADMIN' } | { userId: string; kind: 'LECTURER'; lecturerId: string };

/**
 * The studio's door (decision 0028): administrators, and lecturers whose profile is approved.
 * Signed out → UNAUTHENTICATED; anyone else → FORBIDDEN.
 */
export async function requireStudioActor(deps: Pick<DomainDeps, 'db'>, caller: Caller): Promise<StudioActor> {
  const viewer = requireViewer(caller);
  if (viewer.role === 'ADMIN') return { userId: viewer.userId, kind: 'ADMIN' };
  const lecturer = await findLecturerByUserId(deps.db, viewer.userId);
  if (!lecturer || lecturer.status !== 'APPROVED') throw new AppError('FORBIDDEN');
  return { userId: viewer.userId, kind: 'LECTURER', lecturerId: lecturer.id };
}

/** Administrators only: anyone else in the studio → FORBIDDEN. */
export function requireAdmin(actor: StudioActor): void {
  if (actor.kind !== 'ADMIN') throw new AppError('FORBIDDEN');
}
