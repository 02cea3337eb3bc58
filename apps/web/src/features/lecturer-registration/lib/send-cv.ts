import { uploadThroughLink, UploadThroughLinkError } from '@/features/files/lib/upload-through-link';
import { CvUploadError, precheckCv } from './upload-cv';

/**
 * Checks a picked CV, then sends it through the signed-link flow; works signed out too (decision
 * 0018). Answers the file's key. Loaded with the first file picked (decision 0079).
 */
export async function uploadCv(file: File, locale: string): Promise<string> {
  const early = precheckCv(file);
  if (early) throw early;
  try {
    return await uploadThroughLink('LECTURER_CV_FILE', file, locale);
  } catch (error) {
    if (!(error instanceof UploadThroughLinkError)) throw error;
    const key = error.problem === 'tooLarge' ? 'cvTooLarge' : error.problem === 'failed' ? 'cvFailed' : null;
    throw new CvUploadError(key, error.message);
  }
}

/** What to say about a failed upload: a catalogue key, or the server's translated words. */
export function cvProblem(failure: unknown): { key: 'cvType' | 'cvTooLarge' | 'cvFailed' } | { text: string } {
  if (!(failure instanceof CvUploadError)) return { key: 'cvFailed' };
  return failure.messageKey === null ? { text: failure.message } : { key: failure.messageKey };
}
