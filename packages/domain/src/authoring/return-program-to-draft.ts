import { AppError } from '../errors/index';
import { programStatusChange } from './change-program-status';
import { programTransitionSchema } from './schemas';

/**
 * An administrator sends a program back to its author as a draft, with a note saying what to fix
 * (required when it comes back from review), or restores an unpublished or archived one.
 */
export const returnProgramToDraft = programStatusChange({
  schema: programTransitionSchema,
  from: ['IN_REVIEW', 'SCHEDULED', 'UNPUBLISHED', 'ARCHIVED'],
  adminOnly: true,
  needsComplete: false,
  patch: (program, { comment }) => {
    if (program.publicationStatus === 'IN_REVIEW' && !comment)
      throw new AppError('VALIDATION_FAILED', [{ field: 'comment', messageKey: 'required' }]);
    return { publicationStatus: 'DRAFT', reviewComment: comment || null, scheduledAt: null };
  },
  action: () => 'program.returnToDraft',
});
