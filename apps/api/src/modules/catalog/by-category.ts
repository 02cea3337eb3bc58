import { getCategoryPrograms, type CategoryPrograms } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { ProgramSortInput } from './inputs';
import { CategoryRef, ProgramRef } from './refs';

const CategoryProgramsRef = builder.objectRef<CategoryPrograms>('CategoryLearningPrograms').implement({
  fields: (t) => ({
    category: t.field({ type: CategoryRef, resolve: (d) => d.category }),
    courses: t.field({ type: [ProgramRef], resolve: (d) => d.courses }),
    workshops: t.field({ type: [ProgramRef], resolve: (d) => d.workshops }),
    diplomas: t.field({ type: [ProgramRef], resolve: (d) => d.diplomas }),
    coursesCount: t.exposeInt('coursesCount'),
    workshopsCount: t.exposeInt('workshopsCount'),
    diplomasCount: t.exposeInt('diplomasCount'),
  }),
});

builder.queryField('LearningProgramsByCategory', (t) =>
  t.field({
    type: envelopeOf('CategoryLearningProgramsResponse', CategoryProgramsRef),
    description: "An active category's published courses, workshops and diplomas (up to `limit` of each) with totals",
    args: {
      categoryId: t.arg.string({ description: 'An id or a slug' }),
      slug: t.arg.string(),
      limit: t.arg.int({ description: '1–50 per type, default 12' }),
      sort: t.arg({ type: ProgramSortInput }),
    },
    resolve: (_r, args, ctx) =>
      respond(ctx, () =>
        getCategoryPrograms(
          ctx.deps,
          { idOrSlug: args.categoryId ?? args.slug, limit: args.limit, sort: args.sort },
          ctx.locale,
        ),
      ),
  }),
);
