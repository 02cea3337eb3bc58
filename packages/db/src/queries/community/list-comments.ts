import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { commentLikes, comments, files, users } from '../../schema/index';
import { authorColumns, type AuthorRow } from './author-columns';

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
    .where(and(eq(comments.programId, programId), isNull(comments.parentId)))
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countTopComments(db: DbOrTx, programId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.programId, programId), isNull(comments.parentId)));
  return row?.n ?? 0;
}

/** Every reply of these comments, oldest first, with authors (one statement for a whole page). */
export async function listReplies(db: DbOrTx, parentIds: readonly string[]): Promise<CommentWithAuthor[]> {
  if (parentIds.length === 0) return [];
  return withAuthor(db)
    .where(inArray(comments.parentId, [...parentIds]))
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

/** One comment with its author (after creating it). */
export async function findCommentWithAuthor(db: DbOrTx, commentId: string): Promise<CommentWithAuthor | null> {
  const [row] = await withAuthor(db).where(eq(comments.id, commentId));
  return row ?? null;
}

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
