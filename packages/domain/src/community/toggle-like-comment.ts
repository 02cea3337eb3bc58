import { findComment, toggleCommentLike, type CommentLikeState } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { limitCommunityAction } from './community-rate-limits';
import { commentIdSchema } from './schemas';

export interface CommentLikeView extends CommentLikeState {
  commentId: string;
}

/** `toggleLikeComment`: flips the viewer's like; one like per user, the counter moves in the same transaction. */
export async function toggleLikeComment(deps: DomainDeps, caller: Caller, input: unknown): Promise<CommentLikeView> {
  const viewer = requireViewer(caller);
  const { commentId } = parseInput(commentIdSchema, input);
  await limitCommunityAction(deps, caller, viewer, 'like');
  return deps.db.transaction(async (tx) => {
    if (!(await findComment(tx, commentId))) throw new AppError('NOT_FOUND');
    return { commentId, ...(await toggleCommentLike(tx, viewer.userId, commentId)) };
  });
}
