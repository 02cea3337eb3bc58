import { uploadThroughLink, UploadThroughLinkError } from '@/features/files/lib/upload-through-link';

/** Decision 0015: COMMENT_ATTACHMENT takes images or a PDF up to 10 MB (the server checks the bytes again). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,application/pdf,.jpg,.jpeg,.png,.webp,.gif,.pdf';
const ATTACHMENT_EXTENSIONS = /\.(jpe?g|png|webp|gif|pdf)$/i;

/** A failure to show under the comment box: a catalogue key, or the server's translated words. */
export class AttachmentError extends Error {
  constructor(
    readonly messageKey: 'attachmentType' | 'attachmentTooLarge' | 'attachmentFailed' | null,
    serverMessage = '',
  ) {
    super(serverMessage || messageKey || 'attachmentFailed');
  }
}

/** The quick checks before anything is sent; the server decides from the bytes. */
export function precheckAttachment(file: File): AttachmentError | null {
  if (!ATTACHMENT_EXTENSIONS.test(file.name)) return new AttachmentError('attachmentType');
  if (file.size > ATTACHMENT_MAX_BYTES) return new AttachmentError('attachmentTooLarge');
  return null;
}

/** Uploads a comment's file and answers its key, which createComment attaches (and publishes). */
export async function uploadCommentAttachment(file: File, locale: string): Promise<string> {
  try {
    return await uploadThroughLink('COMMENT_ATTACHMENT', file, locale);
  } catch (error) {
    if (!(error instanceof UploadThroughLinkError)) throw error;
    const key =
      error.problem === 'tooLarge' ? 'attachmentTooLarge' : error.problem === 'failed' ? 'attachmentFailed' : null;
    throw new AttachmentError(key, error.message);
  }
}
