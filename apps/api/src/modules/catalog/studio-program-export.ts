import { exportProgram } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { callerOf } from '../auth/caller';

// A program as the YAML importer's content file (docs/product/studio.md).

const ProgramExportRef = builder.objectRef<{ fileName: string; yaml: string }>('ProgramExport').implement({
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    yaml: t.exposeString('yaml', { description: 'A content file the importer reads back to the same program' }),
  }),
});

builder.queryField('exportProgram', (t) =>
  t.field({
    type: envelopeOf('ProgramExportResponse', ProgramExportRef),
    description: "Studio: the program's editors download it as an importer file; another lecturer's is NOT_FOUND.",
    args: { programId: t.arg.id() },
    resolve: (_root, args, ctx) => respond(ctx, () => exportProgram(ctx.deps, callerOf(ctx), args)),
  }),
);
