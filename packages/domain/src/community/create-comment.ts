import { findComment, findCommentWithAuthor, insertComment } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { limitCommunityAction } from './community-rate-limits';
import { toCommentView, type CommentView } from './community-views';
import { requirePublishedProgram } from './require-published-program';
import { createCommentSchema } from './schemas';

/**
 * `createComment`: a top-level comment on a published program, or a reply. Threads are one
 * level deep, so answering a reply joins its parent's thread. The parent must belong to the
 * same program (else NOT_FOUND, nothing written).
 */
export async function createComment(deps: DomainDeps, caller: Caller, input: unknown): Promise<CommentView> {
  const viewer = requireViewer(caller);
  const { courseId, content, parentId } = parseInput(createCommentSchema, input);
  await limitCommunityAction(deps, caller, viewer, 'comment');
  const id = await deps.db.transaction(async (tx) => {
    await requirePublishedProgram(tx, courseId);
    let threadId: string | null = null;
    if (parentId) {
      const parent = await findComment(tx, parentId);
      if (!parent || parent.programId !== courseId) throw new AppError('NOT_FOUND');
      threadId = parent.parentId ?? parent.id;
    }
    const row = await insertComment(tx, { programId: courseId, userId: viewer.userId, parentId: threadId, content });
    return row.id;
  });
  const created = await findCommentWithAuthor(deps.db, id);
  return toCommentView(created!, { userId: viewer.userId, liked: new Set() });
}
