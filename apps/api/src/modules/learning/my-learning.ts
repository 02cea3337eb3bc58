import {
  getMyNextLesson,
  listMyCompleted,
  listMyInProgress,
  type MyProgramView,
  type NextLessonView,
} from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { paginatedEnvelope, PaginateInput } from '../../pagination';
import { ProgramRef } from '../catalog/refs';
import { LessonTypeEnum } from '../catalog/enums';
import { ProgramProgressRef } from './progress-type';
import { titledFields } from './titled';

const MyNextLessonRef = builder.objectRef<NextLessonView>('MyNextLesson').implement({
  description: 'The first lesson the learner has not completed, in reading order',
  fields: (t) => ({
    id: t.exposeID('id'),
    programId: t.exposeID('programId', {
      description: "The lesson's own program (inside a diploma, one of its programs)",
    }),
    ...titledFields(t),
    type: t.expose('type', { type: LessonTypeEnum }),
  }),
});

const MyLearningProgramRef = builder.objectRef<MyProgramView>('MyLearningProgram').implement({
  fields: (t) => ({
    program: t.field({ type: ProgramRef, resolve: (m) => m.program }),
    progress: t.field({
      type: ProgramProgressRef,
      resolve: (m) => m.progress,
    }),
    enrolledAt: t.expose('enrolledAt', { type: 'DateTime' }),
    nextLesson: t.field({
      type: MyNextLessonRef,
      nullable: true,
      description: 'Where continue goes; null once every lesson is done',
      resolve: (m) => m.nextLesson,
    }),
  }),
});

const MyLearningProgramPageResponse = paginatedEnvelope('MyLearningProgram', MyLearningProgramRef);

builder.queryField('myInProgress', (t) =>
  t.field({
    type: MyLearningProgramPageResponse,
    description: 'Signed-in only. Owned programs not completed yet, newest activity first',
    args: { paginate: t.arg({ type: PaginateInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => listMyInProgress(ctx.deps, ctx.caller, args)),
  }),
);

builder.queryField('myCompleted', (t) =>
  t.field({
    type: MyLearningProgramPageResponse,
    description: 'Signed-in only. Owned programs with every lesson complete, newest first',
    args: { paginate: t.arg({ type: PaginateInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => listMyCompleted(ctx.deps, ctx.caller, args)),
  }),
);

builder.queryField('myNextLesson', (t) =>
  t.field({
    type: envelopeOf('MyNextLessonResponse', MyNextLessonRef),
    description:
      'Signed-in owners only (else UNAUTHENTICATED / FORBIDDEN). Where start learning goes for a course, workshop or diploma: its first lesson not completed yet; null once all are done',
    args: { courseId: t.arg.string({ description: 'An id or a slug' }) },
    resolve: (_r, args, ctx) => respond(ctx, () => getMyNextLesson(ctx.deps, ctx.caller, args)),
  }),
);
