import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { learningPrograms, lessons, sections } from '../../schema/index';

export type LessonRow = typeof lessons.$inferSelect;

export interface LessonWithContext extends LessonRow {
  programPublicationStatus: (typeof learningPrograms.$inferSelect)['publicationStatus'];
  sectionEnTitle: string;
  sectionArTitle: string;
  sectionOrder: number;
}

/** A lesson with every field (content included: the domain decides who sees it) and its program's status. */
export async function findLesson(db: DbOrTx, lessonId: string): Promise<LessonWithContext | null> {
  const [row] = await db
    .select({
      lesson: lessons,
      programPublicationStatus: learningPrograms.publicationStatus,
      sectionEnTitle: sections.enTitle,
      sectionArTitle: sections.arTitle,
      sectionOrder: sections.sortOrder,
    })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .innerJoin(learningPrograms, eq(learningPrograms.id, lessons.programId))
    .where(eq(lessons.id, lessonId))
    .limit(1);
  if (!row) return null;
  const { lesson, ...context } = row;
  return { ...lesson, ...context };
}
