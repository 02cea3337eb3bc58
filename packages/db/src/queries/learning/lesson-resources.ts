import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { lessonResources, lessons } from '../../schema/index';

export type LessonResourceRow = typeof lessonResources.$inferSelect;

/** A lesson's downloadable resources, in a stable order. */
export async function listLessonResources(db: DbOrTx, lessonId: string): Promise<LessonResourceRow[]> {
  return db
    .select()
    .from(lessonResources)
    .where(eq(lessonResources.lessonId, lessonId))
    .orderBy(asc(lessonResources.enTitle), asc(lessonResources.id));
}

/** Every resource of a program's lessons (its curriculum in the studio), in the same order. */
export async function listResourcesOfProgram(db: DbOrTx, programId: string): Promise<LessonResourceRow[]> {
  return db
    .select(getTableColumns(lessonResources))
    .from(lessonResources)
    .innerJoin(lessons, eq(lessons.id, lessonResources.lessonId))
    .where(eq(lessons.programId, programId))
    .orderBy(asc(lessonResources.enTitle), asc(lessonResources.id));
}

export async function insertLessonResource(
  db: DbOrTx,
  row: typeof lessonResources.$inferInsert,
): Promise<LessonResourceRow> {
  const [inserted] = await db.insert(lessonResources).values(row).returning();
  return inserted!;
}

/** Deletes one resource of a lesson; answers what was deleted, or null when the lesson has no such resource. */
export async function deleteLessonResourceRow(
  db: DbOrTx,
  lessonId: string,
  resourceId: string,
): Promise<LessonResourceRow | null> {
  const [deleted] = await db
    .delete(lessonResources)
    .where(and(eq(lessonResources.lessonId, lessonId), eq(lessonResources.id, resourceId)))
    .returning();
  return deleted ?? null;
}
