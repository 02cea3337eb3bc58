import { programStatusChange } from './change-program-status';
import { programTransitionSchema } from './schemas';

/** An administrator archives a program: out of the catalogue and read-only until restored to draft. */
export const archiveProgram = programStatusChange({
  schema: programTransitionSchema,
  from: ['DRAFT', 'IN_REVIEW', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED'],
  adminOnly: true,
  needsComplete: false,
  patch: () => ({ publicationStatus: 'ARCHIVED', scheduledAt: null }),
  action: () => 'program.archive',
});
