import { uploadModels, type FileView, type UploadLink } from '@manara/domain';
import { builder } from '../../builder';
import { envelopeOf } from '../../envelope';

/** docs/product/api.md upload models. */
export const UploadModelEnum = builder.enumType('UploadModel', { values: uploadModels });

export const FileRef = builder.objectRef<FileView>('UploadedFile').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    key: t.exposeString('key'),
    model: t.expose('model', { type: UploadModelEnum }),
    contentType: t.exposeString('contentType', { nullable: true }),
    size: t.exposeInt('size', { nullable: true }),
    isPublic: t.exposeBoolean('isPublic'),
    uploadedAt: t.expose('uploadedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const UploadProtocolEnum = builder.enumType('UploadProtocol', { values: ['PUT', 'TUS'] as const });

const HeaderRef = builder.objectRef<{ name: string; value: string }>('UploadHeader').implement({
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
});

export const UploadLinkRef = builder.objectRef<UploadLink>('UploadLink').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    protocol: t.field({
      type: UploadProtocolEnum,
      description:
        'PUT: send the bytes to uploadUrl in one request. TUS: uploadUrl is a tus 1.0 endpoint; create the upload there with these headers and resume it after a dropped connection.',
      resolve: (link) => link.protocol,
    }),
    uploadUrl: t.exposeString('uploadUrl'),
    method: t.exposeString('method'),
    headers: t.field({ type: [HeaderRef], resolve: (link) => link.headers }),
    maxBytes: t.exposeInt('maxBytes'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
  }),
});

export const FileResponse = envelopeOf('UploadedFileResponse', FileRef);
export const FileListResponse = envelopeOf(
  'UploadedFileListResponse',
  builder.objectRef<FileView[]>('UploadedFileList').implement({
    fields: (t) => ({ items: t.field({ type: [FileRef], resolve: (files) => files }) }),
  }),
);
export const UploadLinkResponse = envelopeOf('UploadLinkResponse', UploadLinkRef);
