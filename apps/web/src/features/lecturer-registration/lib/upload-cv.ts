/** Decision 0015 (the picker offers the same types, cv-accept.ts): LECTURER_CV_FILE takes PDF, DOC or DOCX up to 10 MB (checked again by the server from the bytes). */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
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
