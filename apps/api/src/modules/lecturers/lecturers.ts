import { getLecturer, listLecturers } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { PaginateInput, paginatedEnvelope, SortOrderEnum } from '../../pagination';
import { LecturerRef } from '../catalog/refs';

const LecturerSortFieldEnum = builder.enumType('LecturerSortField', { values: ['CREATED_AT', 'NAME'] as const });

const LecturersFilterInput = builder.inputType('LecturersFilterInput', {
  fields: (t) => ({
    jobTitleId: t.id(),
    fieldOfTrainingId: t.id(),
    searchKey: t.string({ description: 'Part of a name, Arabic or English' }),
  }),
});

const LecturersSortInput = builder.inputType('LecturersSortInput', {
  fields: (t) => ({
    field: t.field({ type: LecturerSortFieldEnum }),
    order: t.field({ type: SortOrderEnum, description: 'Default: ASC for NAME, DESC for CREATED_AT' }),
  }),
});

builder.queryField('lecturers', (t) =>
  t.field({
    type: paginatedEnvelope('Lecturer', LecturerRef),
    description: 'Approved lecturers',
    args: {
      filter: t.arg({ type: LecturersFilterInput }),
      paginate: t.arg({ type: PaginateInput }),
      sort: t.arg({ type: LecturersSortInput }),
    },
    resolve: (_r, args, ctx) => respond(ctx, () => listLecturers(ctx.deps, args, ctx.locale)),
  }),
);

builder.queryField('lecturer', (t) =>
  t.field({
    type: envelopeOf('LecturerResponse', LecturerRef),
    args: { lecturerId: t.arg.string({ description: "The lecturer's id or the user's slug" }), slug: t.arg.string() },
    resolve: (_r, args, ctx) => respond(ctx, () => getLecturer(ctx.deps, { idOrSlug: args.lecturerId ?? args.slug })),
  }),
);
