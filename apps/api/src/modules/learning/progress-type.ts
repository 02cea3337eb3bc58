import type { ProgramProgress } from '@manara/domain';
import { builder } from '../../builder';

export const ProgramProgressRef = builder.objectRef<ProgramProgress>('ProgramProgress').implement({
  description: "A learner's progress in a program (a diploma counts the lessons of its programs)",
  fields: (t) => ({
    programId: t.exposeID('programId'),
    percentage: t.exposeInt('percentage', {
      description: 'Whole percent, floored; 100 only when every lesson is complete',
    }),
    completedLessonsCount: t.exposeInt('completedLessonsCount'),
    lessonsCount: t.exposeInt('lessonsCount'),
    isCompleted: t.exposeBoolean('isCompleted'),
    completedAt: t.expose('completedAt', {
      type: 'DateTime',
      nullable: true,
    }),
  }),
});
