import {
  completeLesson,
  getLesson,
  saveLessonPosition,
  toggleLessonCompletion,
  type LessonCompletionView,
} from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { LessonRef } from './lesson-type';
import { ProgramProgressRef } from './progress-type';

const LessonCompletionRef = builder.objectRef<LessonCompletionView>('LessonCompletion').implement({
  fields: (t) => ({
    lessonId: t.exposeID('lessonId'),
    isCompleted: t.exposeBoolean('isCompleted'),
    progress: t.field({
      type: ProgramProgressRef,
      resolve: (c) => c.progress,
    }),
  }),
});

const LessonPositionRef = builder.objectRef<{ lessonId: string; positionSeconds: number }>('LessonPosition').implement({
  fields: (t) => ({
    lessonId: t.exposeID('lessonId'),
    positionSeconds: t.exposeInt('positionSeconds'),
  }),
});

const SaveLessonPositionInput = builder.inputType('SaveLessonPositionInput', {
  fields: (t) => ({ lessonId: t.string(), positionSeconds: t.float() }),
});

builder.queryField('lessonSite', (t) =>
  t.field({
    type: envelopeOf('LessonResponse', LessonRef),
    description:
      'A lesson with its content: enrolled learners, or anyone for a preview lesson (else FORBIDDEN / UNAUTHENTICATED)',
    args: { lessonId: t.arg.string() },
    resolve: (_r, args, ctx) => respond(ctx, () => getLesson(ctx.deps, ctx.caller, args)),
  }),
);

builder.mutationField('toggleLessonCompletion', (t) =>
  t.field({
    type: envelopeOf('LessonCompletionResponse', LessonCompletionRef),
    description: 'Enrolled learners only. Marks the lesson done, or not done; a quiz is done by passing it',
    args: { lessonId: t.arg.string() },
    resolve: (_r, args, ctx) => respond(ctx, () => toggleLessonCompletion(ctx.deps, ctx.caller, args)),
  }),
);

builder.mutationField('completeLesson', (t) =>
  t.field({
    type: envelopeOf('LessonCompletionResponse', LessonCompletionRef),
    description:
      'Enrolled learners only. Marks the lesson done and leaves a done one as it is (the player asks it after most of a video); a quiz is done by passing it',
    args: { lessonId: t.arg.string() },
    resolve: (_r, args, ctx) => respond(ctx, () => completeLesson(ctx.deps, ctx.caller, args)),
  }),
);

builder.mutationField('saveLessonPosition', (t) =>
  t.field({
    type: envelopeOf('LessonPositionResponse', LessonPositionRef),
    description: 'Beyond the spec: remembers where the player is (seconds), to resume on any device',
    args: { input: t.arg({ type: SaveLessonPositionInput }) },
    resolve: (_r, args, ctx) => respond(ctx, () => saveLessonPosition(ctx.deps, ctx.caller, args.input)),
  }),
);
