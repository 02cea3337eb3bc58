import { getExplore, type Explore } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { ProgramSortInput } from '../catalog/inputs';
import { BlogRef, CategoryRef, LecturerRef, ProgramRef } from '../catalog/refs';

const ExploreRef = builder.objectRef<Explore>('LearningProgramsExplore').implement({
  description: 'Everything the home page shows',
  fields: (t) => ({
    categories: t.field({ type: [CategoryRef], resolve: (e) => e.categories }),
    popularCourses: t.field({ type: [ProgramRef], resolve: (e) => e.popularCourses }),
    liveWorkshops: t.field({ type: [ProgramRef], resolve: (e) => e.liveWorkshops }),
    diplomas: t.field({ type: [ProgramRef], resolve: (e) => e.diplomas }),
    lecturers: t.field({ type: [LecturerRef], resolve: (e) => e.lecturers }),
    latestBlogs: t.field({ type: [BlogRef], resolve: (e) => e.latestBlogs }),
  }),
});

builder.queryField('learningProgramsExplore', (t) =>
  t.field({
    type: envelopeOf('LearningProgramsExploreResponse', ExploreRef),
    args: {
      sort: t.arg({ type: ProgramSortInput, description: 'Order of the workshop and diploma strips' }),
      popularCoursesLimit: t.arg.int({ description: '1–50, default 8' }),
    },
    resolve: (_r, args, ctx) => respond(ctx, () => getExplore(ctx.deps, args, ctx.locale)),
  }),
);
