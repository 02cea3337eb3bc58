import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { lessons, sections } from '../../schema/index';
import type { SyllabusLessonRow, SyllabusSectionRow } from '../catalog/sections';

/**
 * One page of a program's sections with all their lessons' outline fields (never content).
 * Three statements whatever the page size: sections, their count, their lessons.
 */
export async function listSectionPage(
  db: DbOrTx,
  input: { programId: string; offset: number; limit: number },
): Promise<{
  sections: SyllabusSectionRow[];
  lessons: SyllabusLessonRow[];
  totalCount: number;
}> {
  const [page, [total]] = await Promise.all([
    db
      .select({
        id: sections.id,
        programId: sections.programId,
        enTitle: sections.enTitle,
        arTitle: sections.arTitle,
        sortOrder: sections.sortOrder,
      })
      .from(sections)
      .where(eq(sections.programId, input.programId))
      .orderBy(asc(sections.sortOrder), asc(sections.id))
      .offset(input.offset)
      .limit(input.limit),
    db.select({ value: count() }).from(sections).where(eq(sections.programId, input.programId)),
  ]);
  if (page.length === 0) return { sections: [], lessons: [], totalCount: total?.value ?? 0 };
  const lessonRows = await db
    .select({
      id: lessons.id,
      sectionId: lessons.sectionId,
      enTitle: lessons.enTitle,
      arTitle: lessons.arTitle,
      type: lessons.type,
      sortOrder: lessons.sortOrder,
      isPreview: lessons.isPreview,
      durationSeconds: lessons.durationSeconds,
      liveSessionStartAt: lessons.liveSessionStartAt,
      liveSessionEndAt: lessons.liveSessionEndAt,
    })
    .from(lessons)
    .where(
      inArray(
        lessons.sectionId,
        page.map((s) => s.id),
      ),
    )
    .orderBy(asc(lessons.sectionId), asc(lessons.sortOrder));
  return { sections: page, lessons: lessonRows, totalCount: total?.value ?? 0 };
}
