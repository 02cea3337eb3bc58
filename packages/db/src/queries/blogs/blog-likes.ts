import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { blogLikes, blogs } from '../../schema/index';

/** Which of these blogs the user likes. */
export async function findLikedBlogIds(db: DbOrTx, userId: string, blogIds: readonly string[]): Promise<string[]> {
  if (blogIds.length === 0) return [];
  const rows = await db
    .select({ blogId: blogLikes.blogId })
    .from(blogLikes)
    .where(and(eq(blogLikes.userId, userId), inArray(blogLikes.blogId, [...blogIds])));
  return rows.map((r) => r.blogId);
}

/**
 * Likes the blogs for the user; only rows actually inserted raise likes_count, so repeating
 * the call (or racing it) never counts twice. Run it in the caller's transaction.
 */
export async function addBlogLikes(tx: DbOrTx, userId: string, blogIds: readonly string[]): Promise<string[]> {
  if (blogIds.length === 0) return [];
  const inserted = await tx
    .insert(blogLikes)
    .values(blogIds.map((blogId) => ({ blogId, userId })))
    .onConflictDoNothing()
    .returning({ blogId: blogLikes.blogId });
  const ids = inserted.map((r) => r.blogId);
  if (ids.length > 0) {
    await tx
      .update(blogs)
      .set({ likesCount: sql`${blogs.likesCount} + 1` })
      .where(inArray(blogs.id, ids));
  }
  return ids;
}

/** Removes the user's likes; only rows actually deleted lower likes_count (never below 0). */
export async function removeBlogLikes(tx: DbOrTx, userId: string, blogIds: readonly string[]): Promise<string[]> {
  if (blogIds.length === 0) return [];
  const deleted = await tx
    .delete(blogLikes)
    .where(and(eq(blogLikes.userId, userId), inArray(blogLikes.blogId, [...blogIds])))
    .returning({ blogId: blogLikes.blogId });
  const ids = deleted.map((r) => r.blogId);
  if (ids.length > 0) {
    await tx
      .update(blogs)
      .set({ likesCount: sql`greatest(${blogs.likesCount} - 1, 0)` })
      .where(inArray(blogs.id, ids));
  }
  return ids;
}
