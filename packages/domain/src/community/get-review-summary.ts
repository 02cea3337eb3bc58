import { countReviewsByRating, findOwnedProgramIds, findReviewWithAuthor } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { toReviewView, type ReviewView } from './community-views';
import { summarizeRatings, type RatingSummary } from './rating-summary';
import { requirePublishedProgram } from './require-published-program';
import { reviewSummaryInputSchema } from './schemas';

export interface ReviewSummary extends RatingSummary {
  /** The viewer's own review, if any. */
  myReview: ReviewView | null;
  /** The viewer owns the program and has not reviewed it yet. */
  canReview: boolean;
}

/** `reviewSummary(courseId)`: the rating average, the 5→1 histogram and the viewer's standing. */
export async function getReviewSummary(deps: DomainDeps, caller: Caller, input: unknown): Promise<ReviewSummary> {
  const { courseId } = parseInput(reviewSummaryInputSchema, input);
  const program = await requirePublishedProgram(deps.db, courseId);
  const userId = caller.viewer?.userId ?? null;
  const [counts, mine, owned] = await Promise.all([
    countReviewsByRating(deps.db, courseId),
    userId ? findReviewWithAuthor(deps.db, { programId: courseId, userId }) : null,
    userId ? findOwnedProgramIds(deps.db, userId, [courseId]) : [],
  ]);
  return {
    ...summarizeRatings(counts),
    myReview: mine ? toReviewView(mine, program.type, userId) : null,
    canReview: !mine && owned.length > 0,
  };
}
