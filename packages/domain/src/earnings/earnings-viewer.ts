import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireStudioActor, type StudioActor } from '../authoring/index';

/**
 * Whose earnings the studio actor may see (decision 0060): an administrator any lecturer's (one must
 * be named), a lecturer only their own (the id left out, or their own); anything else NOT_FOUND, so
 * another lecturer's earnings are indistinguishable from none.
 */
export async function earningsLecturerFor(
  deps: Pick<DomainDeps, 'db'>,
  caller: Caller,
  lecturerId: string | undefined,
): Promise<{ actor: StudioActor; lecturerId: string }> {
  const actor = await requireStudioActor(deps, caller);
  if (actor.kind === 'LECTURER') {
    if (lecturerId && lecturerId !== actor.lecturerId) throw new AppError('NOT_FOUND');
    return { actor, lecturerId: actor.lecturerId };
  }
  if (!lecturerId) throw new AppError('NOT_FOUND');
  return { actor, lecturerId };
}
