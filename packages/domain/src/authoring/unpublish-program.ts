import { programStatusChange } from './change-program-status';
import { programTransitionSchema } from './schemas';

/** An administrator takes a program off the catalogue; learners who own it keep it (docs/product/catalogue.md). */
export const unpublishProgram = programStatusChange({
  schema: programTransitionSchema,
  from: ['PUBLISHED', 'SCHEDULED'],
  adminOnly: true,
  needsComplete: false,
  patch: () => ({ publicationStatus: 'UNPUBLISHED', scheduledAt: null }),
  action: () => 'program.unpublish',
});
