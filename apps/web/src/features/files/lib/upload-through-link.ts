import { GenerateUploadLinkMutation, MakeFilesPublicMutation, UploadFileMutation } from '../api/file-documents';
import type { ResultOf, VariablesOf } from '@/shared/graphql/graphql';
import { request } from '@/shared/graphql/request';

export type UploadModel = VariablesOf<typeof UploadFileMutation>['model'];

/** Why an upload failed: too large or refused by the store, or the server's translated words (problem null). */
export class UploadThroughLinkError extends Error {
  constructor(
    readonly problem: 'tooLarge' | 'failed' | null,
    serverMessage = '',
  ) {
    super(serverMessage || problem || 'failed');
  }
}

export type UploadLink = NonNullable<ResultOf<typeof GenerateUploadLinkMutation>['generateUploadLink']['data']>;

/** A link for the model (decisions 0015, 0062): where and how to send the bytes, and the key they will have. */
export async function requestUploadLink(model: UploadModel, locale: string): Promise<UploadLink> {
  const link = (await request(GenerateUploadLinkMutation, { input: { model } }, { locale })).generateUploadLink;
  if (!link.success || !link.data) throw new UploadThroughLinkError(null, link.message);
  return link.data;
}

/** Has the server check what arrived under the key by its bytes (uploadFile); throws its words when refused. */
export async function checkUpload(key: string, model: UploadModel, locale: string): Promise<void> {
  const checked = (await request(UploadFileMutation, { file: key, model }, { locale })).uploadFile;
  if (!checked.success)
    throw new UploadThroughLinkError(null, checked.fieldErrors.map((f) => f.message).join(' ') || checked.message);
}

/** The bytes in one request to a signed link, with the headers it names (the API's `/uploads` or an S3 bucket). */
export async function sendByLink(link: UploadLink, file: Blob): Promise<void> {
  const headers = Object.fromEntries(link.headers.map((h) => [h.name, h.value]));
  const put = await fetch(link.uploadUrl, { method: link.method, headers, body: file });
  if (put.status === 413) throw new UploadThroughLinkError('tooLarge');
  if (!put.ok) throw new UploadThroughLinkError('failed');
}

/**
 * The signed-link upload flow (decisions 0015, 0021): a link for the model, the bytes PUT to it,
 * then uploadFile to have them checked by their bytes. Answers the file's key.
 */
export async function uploadThroughLink(model: UploadModel, file: Blob, locale: string): Promise<string> {
  const link = await requestUploadLink(model, locale);
  await sendByLink(link, file);
  await checkUpload(link.key, model, locale);
  return link.key;
}

/** Publishes a checked upload of one's own, so `/media` and `/img` serve it to everyone; throws the server's words. */
export async function publishUpload(key: string, locale: string): Promise<void> {
  const published = (await request(MakeFilesPublicMutation, { keys: [key] }, { locale })).makeFilesPublicAfterUpload;
  if (!published.success) throw new UploadThroughLinkError(null, published.message);
}

/** Uploads a file and publishes it at once (material learners will see, such as a thumbnail). Answers its key. */
export async function uploadPublicFile(model: UploadModel, file: Blob, locale: string): Promise<string> {
  const key = await uploadThroughLink(model, file, locale);
  await publishUpload(key, locale);
  return key;
}
