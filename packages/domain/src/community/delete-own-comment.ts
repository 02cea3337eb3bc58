import { deleteComment, findComment, takeCommentAttachments } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { commentIdSchema } from './schemas';

/**
 * `deleteComment`: the author (or an admin) deletes a comment; its replies and likes go with it,
 * and deleting a reply lowers its parent's count. Someone else's comment → FORBIDDEN. Attached
 * files go too: their rows in the transaction, their bytes once it has committed.
 */
export async function deleteOwnComment(deps: DomainDeps, caller: Caller, input: unknown): Promise<boolean> {
  const viewer = requireViewer(caller);
  const { commentId } = parseInput(commentIdSchema, input);
  const keys = await deps.db.transaction(async (tx) => {
    const comment = await findComment(tx, commentId);
    if (!comment) throw new AppError('NOT_FOUND');
    if (comment.userId !== viewer.userId && viewer.role !== 'ADMIN') throw new AppError('FORBIDDEN');
    const attached = await takeCommentAttachments(tx, commentId);
    if (!(await deleteComment(tx, commentId))) throw new AppError('NOT_FOUND');
    return attached;
  });
  for (const key of keys) {
    // The comment is gone either way; a failed removal only leaves an unlinked object behind.
    await deps.storage
      .remove(key)
      .catch((error: unknown) => deps.logger.warn({ err: error, key }, 'comment attachment not removed'));
  }
  return true;
}
