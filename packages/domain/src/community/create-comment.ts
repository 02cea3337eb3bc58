import { findComment, findCommentWithAuthor, insertComment, markFilesPublic } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { limitCommunityAction } from './community-rate-limits';
import { toCommentView, type CommentView } from './community-views';
import { notifyCommentReply } from './notify-comment-reply';
import { prepareCommentAttachment } from './prepare-comment-attachment';
import { requirePublishedProgram } from './require-published-program';
import { createCommentSchema } from './schemas';

/**
 * `createComment`: a top-level comment on a published program, or a reply, optionally with an
 * attached file. Threads are one level deep, so answering a reply joins its parent's thread. The
 * parent must belong to the same program (else NOT_FOUND, nothing written). The comment, its
 * file's public flag and the reply notification are written in one transaction.
 */
export async function createComment(deps: DomainDeps, caller: Caller, input: unknown): Promise<CommentView> {
  const viewer = requireViewer(caller);
  const { courseId, content, parentId, attachment } = parseInput(createCommentSchema, input);
  await limitCommunityAction(deps, caller, viewer, 'comment');
  // Checking the bytes talks to the storage, so it happens before the transaction opens.
  const file = attachment ? await prepareCommentAttachment(deps, viewer.userId, attachment) : null;
  const created = await deps.db.transaction(async (tx) => {
    const program = await requirePublishedProgram(tx, courseId);
    const parent = parentId ? await findComment(tx, parentId) : null;
    if (parentId && (!parent || parent.programId !== courseId)) throw new AppError('NOT_FOUND');
    const row = await insertComment(tx, {
      programId: courseId,
      userId: viewer.userId,
      parentId: parent ? (parent.parentId ?? parent.id) : null,
      content,
      attachmentFileId: file?.fileId ?? null,
      attachmentName: file?.name ?? null,
    });
    if (file) await markFilesPublic(tx, [file.fileId]);
    const withAuthor = (await findCommentWithAuthor(tx, row.id))!;
    if (parent) await notifyCommentReply(tx, parent, withAuthor, program, deps.now());
    return withAuthor;
  });
  return toCommentView(created, { userId: viewer.userId, liked: new Set() });
}
