import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { comments } from '../../schema/index';

export type CommentRow = typeof comments.$inferSelect;

export async function findComment(db: DbOrTx, commentId: string): Promise<CommentRow | null> {
  const [row] = await db.select().from(comments).where(eq(comments.id, commentId));
  return row ?? null;
}
