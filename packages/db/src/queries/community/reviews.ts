import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { learningPrograms, reviews, users } from '../../schema/index';
import { authorColumns, type AuthorRow } from './author-columns';

export type ReviewRow = typeof reviews.$inferSelect;

export interface ReviewWithAuthor {
  id: string;
  programId: string;
  rating: number;
  review: string;
  createdAt: Date;
  author: AuthorRow;
}

const columns = {
  id: reviews.id,
  programId: reviews.programId,
  rating: reviews.rating,
  review: reviews.review,
  createdAt: reviews.createdAt,
  author: authorColumns,
};

/** Inserts the user's review unless they already reviewed the program (then null). */
export async function insertReview(
  tx: DbOrTx,
  review: { programId: string; userId: string; rating: number; review: string },
): Promise<ReviewRow | null> {
  const [row] = await tx.insert(reviews).values(review).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findReview(db: DbOrTx, reviewId: string): Promise<ReviewRow | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  return row ?? null;
}

export async function deleteReview(tx: DbOrTx, reviewId: string): Promise<boolean> {
  const deleted = await tx.delete(reviews).where(eq(reviews.id, reviewId)).returning({ id: reviews.id });
  return deleted.length > 0;
}

/**
 * Hides a review (`hiddenAt` a time) or restores it (null) when that changes anything; the caller
 * then recomputes the program's ratings, which count visible reviews only. Null: nothing changed.
 */
export async function setReviewHidden(tx: DbOrTx, reviewId: string, hiddenAt: Date | null): Promise<ReviewRow | null> {
  const [row] = await tx
    .update(reviews)
    .set({ hiddenAt })
    .where(and(eq(reviews.id, reviewId), hiddenAt ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt)))
    .returning();
  return row ?? null;
}

/**
 * Recomputes the program's rating totals from its visible reviews, in one statement. Callers hold the
 * program's row lock (findCommunityProgram with lock), so concurrent reviews cannot interleave.
 */
export async function recomputeProgramRatings(
  tx: DbOrTx,
  programId: string,
): Promise<{ totalRatings: number; totalNumberOfRatings: number }> {
  const [row] = await tx
    .update(learningPrograms)
    .set({
      totalRatings: sql`(select coalesce(sum(${reviews.rating}), 0)::int from ${reviews} where ${reviews.programId} = ${programId} and ${reviews.hiddenAt} is null)`,
      totalNumberOfRatings: sql`(select count(*)::int from ${reviews} where ${reviews.programId} = ${programId} and ${reviews.hiddenAt} is null)`,
    })
    .where(eq(learningPrograms.id, programId))
    .returning({
      totalRatings: learningPrograms.totalRatings,
      totalNumberOfRatings: learningPrograms.totalNumberOfRatings,
    });
  return row ?? { totalRatings: 0, totalNumberOfRatings: 0 };
}

/** A page of a program's reviews, newest first, with authors. */
export async function listReviews(
  db: DbOrTx,
  programId: string,
  page: { offset: number; limit: number },
): Promise<ReviewWithAuthor[]> {
  return db
    .select(columns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.programId, programId), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function findReviewWithAuthor(
  db: DbOrTx,
  where: { reviewId: string } | { programId: string; userId: string },
): Promise<ReviewWithAuthor | null> {
  const condition =
    'reviewId' in where
      ? eq(reviews.id, where.reviewId)
      : and(eq(reviews.programId, where.programId), eq(reviews.userId, where.userId));
  const [row] = await db.select(columns).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).where(condition);
  return row ?? null;
}

/** How many reviews gave each rating (only ratings that occur). */
export async function countReviewsByRating(
  db: DbOrTx,
  programId: string,
): Promise<Array<{ rating: number; count: number }>> {
  return db
    .select({ rating: reviews.rating, count: count() })
    .from(reviews)
    .where(and(eq(reviews.programId, programId), isNull(reviews.hiddenAt)))
    .groupBy(reviews.rating);
}
