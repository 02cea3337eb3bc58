import { programStatusChange } from './change-program-status';
import { publishProgramSchema } from './schemas';

/**
 * An administrator publishes a complete program now, or schedules it for a later moment (the job
 * runner publishes it then, decision 0028). Its first publication date is kept on later ones.
 */
export const publishProgram = programStatusChange({
  schema: publishProgramSchema,
  from: ['DRAFT', 'IN_REVIEW', 'SCHEDULED', 'UNPUBLISHED'],
  adminOnly: true,
  needsComplete: true,
  patch: (program, { publishAt }, now) =>
    publishAt && publishAt > now
      ? { publicationStatus: 'SCHEDULED', scheduledAt: publishAt }
      : {
          publicationStatus: 'PUBLISHED',
          scheduledAt: null,
          reviewComment: null,
          publishedAt: program.publishedAt ?? now,
          approvedAt: now,
        },
  action: ({ publishAt }, now) => (publishAt && publishAt > now ? 'program.schedule' : 'program.publish'),
});
