import { findLecturerByUserId } from '@manara/db';
import { requireStudioActor, type StudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';

/**
 * Whose public profile the studio opens (decision 0064): a lecturer's own (naming another
 * lecturer answers NOT_FOUND, so ids reveal nothing); an administrator's, any lecturer named, or
 * their own lecturer profile when they have one.
 */
export async function resolveProfileTarget(
  deps: DomainDeps,
  caller: Caller,
  lecturerId: string | undefined,
): Promise<{ actor: StudioActor; lecturerId: string }> {
  const actor = await requireStudioActor(deps, caller);
  if (actor.kind === 'LECTURER') {
    if (lecturerId && lecturerId !== actor.lecturerId) throw new AppError('NOT_FOUND');
    return { actor, lecturerId: actor.lecturerId };
  }
  if (lecturerId) return { actor, lecturerId };
  const own = await findLecturerByUserId(deps.db, actor.userId);
  if (!own) throw new AppError('NOT_FOUND');
  return { actor, lecturerId: own.id };
}
