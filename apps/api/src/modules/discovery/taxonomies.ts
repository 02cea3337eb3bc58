import { listFieldsOfTraining, listJobTitles } from '@manara/domain';
import { builder } from '../../builder';
import { respond } from '../../envelope';
import { paginatedEnvelope, wholeList } from '../../pagination';
import { FieldOfTrainingRef, JobTitleRef } from '../catalog/refs';

builder.queryField('activeFieldOfTrainings', (t) =>
  t.field({
    type: paginatedEnvelope('FieldOfTraining', FieldOfTrainingRef),
    resolve: (_r, _a, ctx) => respond(ctx, async () => wholeList(await listFieldsOfTraining(ctx.deps, ctx.locale))),
  }),
);

builder.queryField('activeJobTitles', (t) =>
  t.field({
    type: paginatedEnvelope('JobTitle', JobTitleRef),
    resolve: (_r, _a, ctx) => respond(ctx, async () => wholeList(await listJobTitles(ctx.deps, ctx.locale))),
  }),
);
