import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { commentLikes, comments } from '../../schema/index';

/** Which of these comments the user likes. */
export async function findLikedCommentIds(
  db: DbOrTx,
  userId: string,
  commentIds: readonly string[],
): Promise<string[]> {
  if (commentIds.length === 0) return [];
  const rows = await db
    .select({ id: commentLikes.commentId })
    .from(commentLikes)
    .where(and(eq(commentLikes.userId, userId), inArray(commentLikes.commentId, [...commentIds])));
  return rows.map((r) => r.id);
}

export interface CommentLikeState {
  liked: boolean;
  likesCount: number;
}

/**
 * Flips the user's like on a comment: removes it when present, adds it otherwise. Only a row
 * actually inserted or deleted moves likes_count, so racing calls never count twice.
 */
export async function toggleCommentLike(tx: DbOrTx, userId: string, commentId: string): Promise<CommentLikeState> {
  const removed = await tx
    .delete(commentLikes)
    .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
    .returning({ commentId: commentLikes.commentId });
  let liked = false;
  let delta = -removed.length;
  if (removed.length === 0) {
    const added = await tx
      .insert(commentLikes)
      .values({ commentId, userId })
      .onConflictDoNothing()
      .returning({ commentId: commentLikes.commentId });
    liked = true;
    delta = added.length;
  }
  const [row] = await tx
    .update(comments)
    .set({ likesCount: sql`greatest(${comments.likesCount} + ${delta}, 0)` })
    .where(eq(comments.id, commentId))
    .returning({ likesCount: comments.likesCount });
  return { liked, likesCount: row?.likesCount ?? 0 };
}
