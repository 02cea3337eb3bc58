import { eq, sql, and, inArray, isNotNull, or, asc, count, desc, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { comments, files, users } from '../../schema/index';
import { authorColumns, type AuthorRow } from './author-columns';

const columns = {
  id: comments.id,
  programId: comments.programId,
  parentId: comments.parentId,
  content: comments.content,
  likesCount: comments.likesCount,
  repliesCount: comments.repliesCount,
  createdAt: comments.createdAt,
  author: authorColumns,
  attachmentKey: files.key,
  attachmentName: comments.attachmentName,
  attachmentContentType: files.contentType,
  attachmentSize: files.size,
};

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

export type CommentRow = typeof comments.$inferSelect;

/**
 * Hides a comment (`hiddenAt` a time) or restores it (null), when that changes anything: a hidden
 * comment leaves every public list, and a hidden reply stops counting in its parent's replies.
 * Returns the updated row, or null when it was already so (or does not exist).
 */
export async function setCommentHidden(
  tx: DbOrTx,
  commentId: string,
  hiddenAt: Date | null,
): Promise<CommentRow | null> {
  const [row] = await tx
    .update(comments)
    .set({ hiddenAt })
    .where(and(eq(comments.id, commentId), hiddenAt ? isNull(comments.hiddenAt) : isNotNull(comments.hiddenAt)))
    .returning();
  if (row?.parentId) {
    const step = hiddenAt ? -1 : 1;
    await tx
      .update(comments)
      .set({ repliesCount: sql`greatest(${comments.repliesCount} + ${step}, 0)` })
      .where(eq(comments.id, row.parentId));
  }
  return row ?? null;
}

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

export interface CommentWithAuthor {
  id: string;
  programId: string;
  parentId: string | null;
  content: string;
  likesCount: number;
  repliesCount: number;
  createdAt: Date;
  author: AuthorRow;
  /** The attached file, when there is one (null columns otherwise). */
  attachmentKey: string | null;
  attachmentName: string | null;
  attachmentContentType: string | null;
  attachmentSize: number | null;
}

/** Comments with their authors and attached files. */
const withAuthor = (db: DbOrTx) =>
  db
    .select(columns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(files, eq(files.id, comments.attachmentFileId));

/** A page of a program's top-level comments, newest first, with their authors (one statement). */
export async function listTopComments(
  db: DbOrTx,
  programId: string,
  page: { offset: number; limit: number },
): Promise<CommentWithAuthor[]> {
  return withAuthor(db)
    .where(and(eq(comments.programId, programId), isNull(comments.parentId), isNull(comments.hiddenAt)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countTopComments(db: DbOrTx, programId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.programId, programId), isNull(comments.parentId), isNull(comments.hiddenAt)));
  return row?.n ?? 0;
}

/** Every reply of these comments, oldest first, with authors (one statement for a whole page). */
export async function listReplies(db: DbOrTx, parentIds: readonly string[]): Promise<CommentWithAuthor[]> {
  if (parentIds.length === 0) return [];
  return withAuthor(db)
    .where(and(inArray(comments.parentId, [...parentIds]), isNull(comments.hiddenAt)))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

/** One comment with its author (after creating it). */
export async function findCommentWithAuthor(db: DbOrTx, commentId: string): Promise<CommentWithAuthor | null> {
  const [row] = await withAuthor(db).where(eq(comments.id, commentId));
  return row ?? null;
}
