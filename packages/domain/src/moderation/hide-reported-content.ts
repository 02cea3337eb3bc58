import {
  findCommunityProgram,
  findReview,
  recomputeProgramRatings,
  setCommentHidden,
  setReviewHidden,
  type DbOrTx,
  type ReportTarget,
} from '@manara/db';
import { AppError } from '../errors/index';

/**
 * Hides (a time) or restores (null) a reported comment or review, in the caller's transaction. A
 * review's program is locked first (the order addReview takes) and its ratings recomputed from the
 * visible reviews. Any other kind of target: MODERATION_ACTION_NOT_ALLOWED. Answers whether it changed.
 */
export async function hideReportedContent(
  tx: DbOrTx,
  targetType: ReportTarget,
  targetId: string,
  hiddenAt: Date | null,
): Promise<boolean> {
  if (targetType === 'COMMENT') return (await setCommentHidden(tx, targetId, hiddenAt)) !== null;
  if (targetType !== 'REVIEW') throw new AppError('MODERATION_ACTION_NOT_ALLOWED');
  const review = await findReview(tx, targetId);
  if (!review) return false;
  const { programId } = review;
  await findCommunityProgram(tx, programId, true);
  const changed = await setReviewHidden(tx, targetId, hiddenAt);
  if (changed) await recomputeProgramRatings(tx, programId);
  return changed !== null;
}
