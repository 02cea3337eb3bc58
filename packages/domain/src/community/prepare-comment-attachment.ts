import { isFileAttachedToComment } from '@manara/db';
import type { DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { checkUploadedFile } from '../files/index';

export interface CommentAttachment {
  fileId: string;
  name: string;
}

/**
 * The caller's own COMMENT_ATTACHMENT upload, checked by its bytes (someone else's key reads as
 * NOT_FOUND; a disguised program is refused and deleted) and published, since everyone reading
 * the comments may open it. A file already attached to a comment cannot be attached again.
 */
export async function prepareCommentAttachment(
  deps: DomainDeps,
  ownerId: string,
  attachment: { key: string; name: string },
): Promise<CommentAttachment> {
  const file = await checkUploadedFile(deps, ownerId, attachment.key, 'COMMENT_ATTACHMENT');
  if (await isFileAttachedToComment(deps.db, file.id)) {
    throw new AppError('VALIDATION_FAILED', [{ field: 'attachment', messageKey: 'invalid' }]);
  }
  if (!file.isPublic) await deps.storage.publish(file.key);
  return { fileId: file.id, name: attachment.name };
}
