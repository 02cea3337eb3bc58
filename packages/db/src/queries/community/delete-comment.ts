import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { comments } from '../../schema/index';

/**
 * Deletes a comment. Its replies and likes go with it (foreign-key cascade); deleting a reply
 * lowers its parent's replies_count. Returns false when nothing was deleted.
 */
export async function deleteComment(tx: DbOrTx, commentId: string): Promise<boolean> {
  const [deleted] = await tx
    .delete(comments)
    .where(eq(comments.id, commentId))
    .returning({ parentId: comments.parentId });
  if (!deleted) return false;
  if (deleted.parentId) {
    await tx
      .update(comments)
      .set({ repliesCount: sql`greatest(${comments.repliesCount} - 1, 0)` })
      .where(eq(comments.id, deleted.parentId));
  }
  return true;
}
