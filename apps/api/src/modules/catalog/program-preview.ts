import { createProgramPreviewLink, getProgramPreview, type ProgramPreviewLink } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
import { callerOf } from '../auth/caller';
import { LearningProgramResponse } from './programs';

// A program's page as learners will see it, for whoever holds a signed link (decision 0063).

const ProgramPreviewLinkRef = builder.objectRef<ProgramPreviewLink>('ProgramPreviewLink').implement({
  fields: (t) => ({
    path: t.exposeString('path', { description: 'Site-relative, without the language prefix: /preview/<token>' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

builder.mutationField('createProgramPreviewLink', (t) =>
  t.field({
    type: envelopeOf('ProgramPreviewLinkResponse', ProgramPreviewLinkRef),
    description: "Studio: a week-long link to the program's page in any state; another lecturer's is NOT_FOUND.",
    args: { programId: t.arg.id() },
    resolve: (_root, args, ctx) => respond(ctx, () => createProgramPreviewLink(ctx.deps, callerOf(ctx), args)),
  }),
);

builder.queryField('programPreview', (t) =>
  t.field({
    type: LearningProgramResponse,
    description: 'The program a preview link names, as its public page reads it; NOT_FOUND when forged or expired.',
    args: { token: t.arg.string() },
    resolve: (_root, args, ctx) => respond(ctx, () => getProgramPreview(ctx.deps, args)),
  }),
);
