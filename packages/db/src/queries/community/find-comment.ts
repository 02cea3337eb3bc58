import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { comments, files } from '../../schema/index';

export type CommentRow = typeof comments.$inferSelect;

export async function findComment(db: DbOrTx, commentId: string): Promise<CommentRow | null> {
  const [row] = await db.select().from(comments).where(eq(comments.id, commentId));
  return row ?? null;
}

/** True when the file is already attached to a comment (a file belongs to one comment). */
export async function isFileAttachedToComment(db: DbOrTx, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: comments.id })
    .from(comments)
    .where(eq(comments.attachmentFileId, fileId))
    .limit(1);
  return Boolean(row);
}

/**
 * Deletes the file rows attached to a comment and its replies (the comments keep a null link) and
 * answers their object keys, for removing the bytes once the transaction has committed.
 */
export async function takeCommentAttachments(tx: DbOrTx, commentId: string): Promise<string[]> {
  const attached = await tx
    .select({ fileId: comments.attachmentFileId })
    .from(comments)
    .where(and(or(eq(comments.id, commentId), eq(comments.parentId, commentId)), isNotNull(comments.attachmentFileId)));
  const ids = attached.map((row) => row.fileId!);
  if (ids.length === 0) return [];
  const deleted = await tx.delete(files).where(inArray(files.id, ids)).returning({ key: files.key });
  return deleted.map((row) => row.key);
}
