import { generateUploadLink, makeFilesPublicAfterUpload, uploadFile } from '@manara/domain';
import { builder } from '../../builder';
import { respond } from '../../envelope';
import { callerOf } from '../auth/caller';
import { FileListResponse, FileResponse, UploadLinkResponse, UploadModelEnum } from './file-types';

const GenerateUploadLinkInput = builder.inputType('GenerateUploadLinkInput', {
  fields: (t) => ({ model: t.field({ type: UploadModelEnum }) }),
});

builder.mutationField('generateUploadLink', (t) =>
  t.field({
    type: UploadLinkResponse,
    description: 'A signed URL to PUT one file to (private, checked later by uploadFile).',
    args: { input: t.arg({ type: GenerateUploadLinkInput }) },
    resolve: (_root, { input }, ctx) => respond(ctx, () => generateUploadLink(ctx.deps, callerOf(ctx), input)),
  }),
);

builder.mutationField('uploadFile', (t) =>
  t.field({
    type: FileResponse,
    description: 'Confirms an upload: `file` is the key from generateUploadLink; its bytes are checked for the model.',
    args: { file: t.arg.string(), model: t.arg({ type: UploadModelEnum }) },
    resolve: (_root, { file, model }, ctx) =>
      respond(ctx, () => uploadFile(ctx.deps, callerOf(ctx), { key: file, model })),
  }),
);

builder.mutationField('makeFilesPublicAfterUpload', (t) =>
  t.field({
    type: FileListResponse,
    args: { input: t.arg.stringList() },
    resolve: (_root, { input }, ctx) =>
      respond(ctx, () => makeFilesPublicAfterUpload(ctx.deps, callerOf(ctx), { keys: input })),
  }),
);
