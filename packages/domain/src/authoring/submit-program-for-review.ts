import { programStatusChange } from './change-program-status';
import { programTransitionSchema } from './schemas';

/** A lecturer hands a complete draft to the administrators; an earlier reviewer's note is cleared. */
export const submitProgramForReview = programStatusChange({
  schema: programTransitionSchema,
  from: ['DRAFT', 'UNPUBLISHED'],
  adminOnly: false,
  needsComplete: true,
  patch: () => ({ publicationStatus: 'IN_REVIEW', reviewComment: null }),
  action: () => 'program.submit',
});
