import { cropStudioImage, generateUploadLink, makeFilesPublicAfterUpload, uploadFile } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf, respond } from '../../envelope';
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

const CropStudioImageInput = builder.inputType('CropStudioImageInput', {
  fields: (t) => ({
    key: t.string({ description: 'A published studio image of yours (thumbnail, category image, photo)' }),
    x: t.float({ description: 'Left edge of the part to keep, as a share of the width (0–1)' }),
    y: t.float({ description: 'Top edge, as a share of the height (0–1)' }),
    width: t.float({ description: 'Share of the width to keep' }),
    height: t.float({ description: 'Share of the height to keep' }),
  }),
});

const CroppedImage = builder.objectRef<{ key: string }>('CroppedImage').implement({
  fields: (t) => ({ key: t.exposeString('key') }),
});

builder.mutationField('cropStudioImage', (t) =>
  t.field({
    type: envelopeOf('CroppedImageResponse', CroppedImage),
    description:
      'Studio: cuts the chosen part out of an image on the server and publishes it as a new image (decision 0074).',
    args: { input: t.arg({ type: CropStudioImageInput }) },
    resolve: (_root, { input }, ctx) => respond(ctx, () => cropStudioImage(ctx.deps, callerOf(ctx), input)),
  }),
);
