import { GenerateUploadLinkMutation, MakeFilesPublicMutation, UploadFileMutation } from '../api/file-documents';
import type { VariablesOf } from '@/shared/graphql/graphql';
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

/**
 * The signed-link upload flow (decisions 0015, 0021): a link for the model, the bytes PUT to it
 * with the headers it names (the API's `/uploads` or an S3 bucket), then uploadFile to have them
 * checked by their bytes. Answers the file's key.
 */
export async function uploadThroughLink(model: UploadModel, file: Blob, locale: string): Promise<string> {
  const link = (await request(GenerateUploadLinkMutation, { input: { model } }, { locale })).generateUploadLink;
  if (!link.success || !link.data) throw new UploadThroughLinkError(null, link.message);
  const headers = Object.fromEntries(link.data.headers.map((h) => [h.name, h.value]));
  const put = await fetch(link.data.uploadUrl, { method: link.data.method, headers, body: file });
  if (put.status === 413) throw new UploadThroughLinkError('tooLarge');
  if (!put.ok) throw new UploadThroughLinkError('failed');
  const checked = (await request(UploadFileMutation, { file: link.data.key, model }, { locale })).uploadFile;
  if (!checked.success)
    throw new UploadThroughLinkError(null, checked.fieldErrors.map((f) => f.message).join(' ') || checked.message);
  return link.data.key;
}

/** Uploads a file and publishes it at once (material learners will see, such as a thumbnail). Answers its key. */
export async function uploadPublicFile(model: UploadModel, file: Blob, locale: string): Promise<string> {
  const key = await uploadThroughLink(model, file, locale);
  const published = (await request(MakeFilesPublicMutation, { keys: [key] }, { locale })).makeFilesPublicAfterUpload;
  if (!published.success) throw new UploadThroughLinkError(null, published.message);
  return key;
}
