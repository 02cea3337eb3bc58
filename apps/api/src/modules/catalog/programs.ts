import { getCourse, getDiploma, listCourses, listDiplomas, listMostPopularCourses } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { PaginateInput, paginatedEnvelope, wholeList } from '../../pagination';
import { ProgramFilterInput, ProgramSortInput } from './inputs';
import { ProgramRef } from './refs';

export const LearningProgramResponse = envelopeOf('LearningProgramResponse', ProgramRef);
export const LearningProgramPageResponse = paginatedEnvelope('LearningProgram', ProgramRef);

builder.queryField('courses', (t) =>
  t.field({
    type: LearningProgramPageResponse,
    description: 'Published courses and workshops (or the one type in filter.type)',
    args: {
      filter: t.arg({ type: ProgramFilterInput }),
      paginate: t.arg({ type: PaginateInput }),
      sort: t.arg({ type: ProgramSortInput }),
    },
    resolve: (_r, args, ctx) => respond(ctx, () => listCourses(ctx.deps, args, ctx.locale)),
  }),
);

builder.queryField('course', (t) =>
  t.field({
    type: LearningProgramResponse,
    description: 'A published course or workshop by id or slug',
    args: { courseId: t.arg.string({ description: 'An id or a slug' }), slug: t.arg.string() },
    resolve: (_r, args, ctx) => respond(ctx, () => getCourse(ctx.deps, { idOrSlug: args.courseId ?? args.slug })),
  }),
);

builder.queryField('mostPopularCourses', (t) =>
  t.field({
    type: LearningProgramPageResponse,
    args: { limit: t.arg.int({ description: '1–50, default 8' }) },
    resolve: (_r, args, ctx) => respond(ctx, async () => wholeList(await listMostPopularCourses(ctx.deps, args))),
  }),
);

builder.queryField('diplomasSite', (t) =>
  t.field({
    type: LearningProgramPageResponse,
    description: 'Published diplomas (tracks)',
    args: {
      filter: t.arg({ type: ProgramFilterInput }),
      paginate: t.arg({ type: PaginateInput }),
      sort: t.arg({ type: ProgramSortInput }),
    },
    resolve: (_r, args, ctx) => respond(ctx, () => listDiplomas(ctx.deps, args, ctx.locale)),
  }),
);

builder.queryField('diploma', (t) =>
  t.field({
    type: LearningProgramResponse,
    args: { diplomaId: t.arg.string({ description: 'An id or a slug' }), slug: t.arg.string() },
    resolve: (_r, args, ctx) => respond(ctx, () => getDiploma(ctx.deps, { idOrSlug: args.diplomaId ?? args.slug })),
  }),
);
