import { findOwnedProgramIds, findReviewWithAuthor, insertReview, recomputeProgramRatings } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { limitCommunityAction } from './community-rate-limits';
import { toReviewView, type ReviewView } from './community-views';
import { requirePublishedProgram } from './require-published-program';
import { addReviewSchema } from './schemas';

/**
 * `addReview`: learners who own the program (directly or through a diploma) rate it 1–5 with
 * optional text, once. The program's rating totals are recomputed in the same transaction,
 * under its row lock so concurrent reviews cannot lose one another.
 */
export async function addReview(deps: DomainDeps, caller: Caller, input: unknown): Promise<ReviewView> {
  const viewer = requireViewer(caller);
  const { learningProgramId, rating, review } = parseInput(addReviewSchema, input);
  await limitCommunityAction(deps, caller, viewer, 'review');
  // The answer is read in the transaction that writes: once it commits, nothing left can fail.
  return deps.db.transaction(async (tx) => {
    const locked = await requirePublishedProgram(tx, learningProgramId, true);
    const owned = await findOwnedProgramIds(tx, viewer.userId, [learningProgramId]);
    if (owned.length === 0) throw new AppError('NOT_ENROLLED');
    if (!(await insertReview(tx, { programId: learningProgramId, userId: viewer.userId, rating, review })))
      throw new AppError('REVIEW_EXISTS');
    await recomputeProgramRatings(tx, learningProgramId);
    const row = await findReviewWithAuthor(tx, { programId: learningProgramId, userId: viewer.userId });
    return toReviewView(row!, locked.type, viewer.userId);
  });
}
