import { addReview, deleteOwnReview, getReviewSummary, listReviews } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond, VoidResponse } from '../../envelope';
import { PaginateInput, paginatedEnvelope } from '../../pagination';
import { ReviewRef, ReviewSummaryRef } from './community-types';

const AddReviewInput = builder.inputType('AddReviewInput', {
  fields: (t) => ({
    learningProgramId: t.id(),
    rating: t.int({ description: '1 to 5' }),
    review: t.string({ description: 'Plain text, up to 2000 characters; may be empty' }),
  }),
});

builder.queryField('reviews', (t) =>
  t.field({
    type: paginatedEnvelope('Review', ReviewRef),
    description: "A published program's reviews, newest first",
    args: { courseId: t.arg.id(), paginate: t.arg({ type: PaginateInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => listReviews(ctx.deps, ctx.caller, args)),
  }),
);

builder.queryField('reviewSummary', (t) =>
  t.field({
    type: envelopeOf('ReviewSummaryResponse', ReviewSummaryRef),
    description: "Average, histogram and the viewer's own review of a published program",
    args: { courseId: t.arg.id() },
    resolve: (_r, args, ctx) => respond(ctx, () => getReviewSummary(ctx.deps, ctx.caller, args)),
  }),
);

builder.mutationField('addReview', (t) =>
  t.field({
    type: envelopeOf('ReviewResponse', ReviewRef),
    description:
      'Learners who own the program, once per program (NOT_ENROLLED / REVIEW_EXISTS); rating totals follow at once',
    args: { input: t.arg({ type: AddReviewInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => addReview(ctx.deps, ctx.caller, args.input)),
  }),
);

builder.mutationField('deleteReview', (t) =>
  t.field({
    type: VoidResponse,
    description: 'Own reviews only (FORBIDDEN otherwise); rating totals follow at once',
    args: { reviewId: t.arg.id() },
    resolve: (_r, args, ctx) => respond(ctx, () => deleteOwnReview(ctx.deps, ctx.caller, args)),
  }),
);
