import { getCourseSyllabus, getInsideCourseInfo, listCourseSections, type InsideCourseInfo } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { paginatedEnvelope, PaginateInput, wholeList } from '../../pagination';
import { ProgramRef } from '../catalog/refs';
import { LearningSectionRef, LessonSummaryRef } from './lesson-type';
import { ProgramProgressRef } from './progress-type';

const InsideCourseInfoRef = builder.objectRef<InsideCourseInfo>('InsideCourseInfo').implement({
  fields: (t) => ({
    program: t.field({ type: ProgramRef, resolve: (i) => i.program }),
    isEnrolled: t.exposeBoolean('isEnrolled'),
    progress: t.field({
      type: ProgramProgressRef,
      resolve: (i) => i.progress,
    }),
    resumeLesson: t.field({
      type: LessonSummaryRef,
      nullable: true,
      description: 'Continue here: the first available lesson not completed yet, else the first lesson',
      resolve: (i) => i.resumeLesson,
    }),
  }),
});

const LearningSectionPageResponse = paginatedEnvelope('LearningSection', LearningSectionRef);

builder.queryField('insideCourseInfo', (t) =>
  t.field({
    type: envelopeOf('InsideCourseInfoResponse', InsideCourseInfoRef),
    description: 'Signed-in only. The program layout: the program, enrolment, progress and where to continue',
    args: { courseId: t.arg.string({ description: 'An id or a slug' }) },
    resolve: (_r, args, ctx) => respond(ctx, () => getInsideCourseInfo(ctx.deps, ctx.caller, args)),
  }),
);

builder.queryField('insideCourseSallabusSite', (t) =>
  t.field({
    type: LearningSectionPageResponse,
    description: "The whole syllabus (one page) with the viewer's completion and availability; no content",
    args: { courseId: t.arg.string({ description: 'An id or a slug' }) },
    resolve: (_r, args, ctx) =>
      respond(ctx, async () => wholeList(await getCourseSyllabus(ctx.deps, ctx.caller, args))),
  }),
);

builder.queryField('sectionsAndLessonsByCourseId', (t) =>
  t.field({
    type: LearningSectionPageResponse,
    description: 'Sections page by page, each with all its lessons; no content',
    args: {
      courseId: t.arg.string({ description: 'An id or a slug' }),
      paginate: t.arg({ type: PaginateInput }),
    },
    resolve: (_r, args, ctx) => respond(ctx, () => listCourseSections(ctx.deps, ctx.caller, args)),
  }),
);
