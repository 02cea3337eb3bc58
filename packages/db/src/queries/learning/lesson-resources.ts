import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { lessonResources } from '../../schema/index';

export type LessonResourceRow = typeof lessonResources.$inferSelect;

/** A lesson's downloadable resources, in a stable order. */
export async function listLessonResources(db: DbOrTx, lessonId: string): Promise<LessonResourceRow[]> {
  return db
    .select()
    .from(lessonResources)
    .where(eq(lessonResources.lessonId, lessonId))
    .orderBy(asc(lessonResources.enTitle), asc(lessonResources.id));
}
