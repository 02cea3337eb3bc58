import { GenerateUploadLinkMutation } from '@/features/account/api/account-documents';
import { request } from '@/shared/graphql/request';
import { UploadFileMutation } from '../api/registration-documents';

/** Decision 0015: LECTURER_CV_FILE takes PDF, DOC or DOCX up to 10 MB (checked again by the server from the bytes). */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const CV_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const CV_EXTENSIONS = /\.(pdf|docx?)$/i;

/** A failure to show under the CV field: a catalogue key, or the server's translated words. */
export class CvUploadError extends Error {
  constructor(
    readonly messageKey: 'cvType' | 'cvTooLarge' | 'cvFailed' | null,
    serverMessage = '',
  ) {
    super(serverMessage || messageKey || 'cvFailed');
  }
}

/** The quick checks before anything is sent; the server decides from the bytes. */
export function precheckCv(file: File): CvUploadError | null {
  if (!CV_EXTENSIONS.test(file.name)) return new CvUploadError('cvType');
  if (file.size > CV_MAX_BYTES) return new CvUploadError('cvTooLarge');
  return null;
}

/**
 * Sends a CV through the signed-link flow (decision 0015): a link, the bytes PUT to it, then
 * uploadFile to have them checked. Works signed out too (decision 0018). Answers the file's key.
 */
export async function uploadCv(file: File, locale: string): Promise<string> {
  const link = (await request(GenerateUploadLinkMutation, { input: { model: 'LECTURER_CV_FILE' } }, { locale })).generateUploadLink;
  if (!link.success || !link.data) throw new CvUploadError(null, link.message);
  const headers = Object.fromEntries(link.data.headers.map((h) => [h.name, h.value]));
  const put = await fetch(link.data.uploadUrl, { method: link.data.method, headers, body: file });
  if (put.status === 413) throw new CvUploadError('cvTooLarge');
  if (!put.ok) throw new CvUploadError('cvFailed');
  const checked = (await request(UploadFileMutation, { file: link.data.key, model: 'LECTURER_CV_FILE' }, { locale })).uploadFile;
  if (!checked.success) throw new CvUploadError(null, checked.fieldErrors.map((f) => f.message).join(' ') || checked.message);
  return link.data.key;
}
