import { countReviewsByRating, listReviews as listReviewRows } from '@manara/db';
import { offsetOf, pageOf, type Page } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { toReviewView, type ReviewView } from './community-views';
import { requirePublishedProgram } from './require-published-program';
import { reviewsInputSchema } from './schemas';

/** `reviews(courseId)`: a page of a published program's reviews, newest first. */
export async function listReviews(deps: DomainDeps, caller: Caller, input: unknown): Promise<Page<ReviewView>> {
  const { courseId, paginate } = parseInput(reviewsInputSchema, input);
  const program = await requirePublishedProgram(deps.db, courseId);
  const [rows, counts] = await Promise.all([
    listReviewRows(deps.db, courseId, { offset: offsetOf(paginate), limit: paginate.limit }),
    countReviewsByRating(deps.db, courseId),
  ]);
  const total = counts.reduce((sum, r) => sum + r.count, 0);
  const viewerId = caller.viewer?.userId ?? null;
  return pageOf(
    rows.map((r) => toReviewView(r, program.type, viewerId)),
    paginate,
    total,
  );
}
