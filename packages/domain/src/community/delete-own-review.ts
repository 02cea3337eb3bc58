import { deleteReview, findCommunityProgram, findReview, recomputeProgramRatings } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { reviewIdSchema } from './schemas';

/** `deleteReview`: the author (or an admin) removes a review; the program's totals are recomputed in the same transaction. */
export async function deleteOwnReview(deps: DomainDeps, caller: Caller, input: unknown): Promise<boolean> {
  const viewer = requireViewer(caller);
  const { reviewId } = parseInput(reviewIdSchema, input);
  return deps.db.transaction(async (tx) => {
    const review = await findReview(tx, reviewId);
    if (!review) throw new AppError('NOT_FOUND');
    if (review.userId !== viewer.userId && viewer.role !== 'ADMIN') throw new AppError('FORBIDDEN');
    // Lock order as in addReview (program, then reviews), so the two never deadlock.
    await findCommunityProgram(tx, review.programId, true);
    if (!(await deleteReview(tx, reviewId))) throw new AppError('NOT_FOUND');
    await recomputeProgramRatings(tx, review.programId);
    return true;
  });
}
