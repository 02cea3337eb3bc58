import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { comments } from '../../schema/index';
import type { CommentRow } from './find-comment';

export interface NewComment {
  programId: string;
  userId: string;
  parentId: string | null;
  content: string;
  attachmentFileId?: string | null;
  attachmentName?: string | null;
}

/** Inserts a comment; a reply raises its parent's replies_count. Run it in the caller's transaction. */
export async function insertComment(tx: DbOrTx, comment: NewComment): Promise<CommentRow> {
  const [row] = await tx.insert(comments).values(comment).returning();
  if (comment.parentId) {
    await tx
      .update(comments)
      .set({ repliesCount: sql`${comments.repliesCount} + 1` })
      .where(eq(comments.id, comment.parentId));
  }
  return row!;
}
