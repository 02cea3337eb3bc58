import { uploadThroughLink, UploadThroughLinkError } from '@/features/files/lib/upload-through-link';
import { CvUploadError } from './upload-cv';

/** Sends a CV through the signed-link flow; works signed out too (decision 0018). Answers the file's key. */
export async function uploadCv(file: File, locale: string): Promise<string> {
  try {
    return await uploadThroughLink('LECTURER_CV_FILE', file, locale);
  } catch (error) {
    if (!(error instanceof UploadThroughLinkError)) throw error;
    const key = error.problem === 'tooLarge' ? 'cvTooLarge' : error.problem === 'failed' ? 'cvFailed' : null;
    throw new CvUploadError(key, error.message);
  }
}
