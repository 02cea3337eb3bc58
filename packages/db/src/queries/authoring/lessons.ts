import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { diplomaPrograms, lessons, quizQuestions, sections } from '../../schema/index';

export type StudioLessonRow = typeof lessons.$inferSelect;
export type LessonPatch = Partial<Omit<StudioLessonRow, 'id' | 'programId' | 'createdAt'>>;

export interface PublishContents {
  lessonsCount: number;
  invalidQuizzesCount: number;
  diplomaProgramsCount: number;
}

/** What the publishing checklist counts of a program's content, in one statement. */
export async function countPublishContents(db: DbOrTx, programId: string): Promise<PublishContents> {
  const [row] = await db
    .select({
      lessonsCount: sql<number>`(select count(*) from ${lessons} where ${lessons.programId} = ${programId})`.mapWith(
        Number,
      ),
      invalidQuizzesCount: sql<number>`(
        select count(*) from ${lessons} l
        where l.program_id = ${programId} and l.type = 'QUIZ'
          and (l.passing_grade is null or l.passing_grade not between 1 and 100
               or not exists (select 1 from ${quizQuestions} q where q.lesson_id = l.id)))`.mapWith(Number),
      diplomaProgramsCount: sql<number>`(
        select count(*) from ${diplomaPrograms} where ${diplomaPrograms.diplomaId} = ${programId})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

/** Every lesson of a program, in section order then lesson order. */
export async function listStudioLessons(db: DbOrTx, programId: string): Promise<StudioLessonRow[]> {
  const rows = await db
    .select({ lesson: lessons })
    .from(lessons)
    .innerJoin(sections, eq(sections.id, lessons.sectionId))
    .where(eq(lessons.programId, programId))
    .orderBy(asc(sections.sortOrder), asc(lessons.sortOrder), asc(lessons.id));
  return rows.map((row) => row.lesson);
}

/** A lesson of this program, or null (another program's lesson reads as missing). */
export async function findStudioLesson(
  db: DbOrTx,
  programId: string,
  lessonId: string,
): Promise<StudioLessonRow | null> {
  const [row] = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.id, lessonId), eq(lessons.programId, programId)))
    .limit(1);
  return row ?? null;
}

/** A new lesson at the end of its section. */
export async function insertLessonRow(
  db: DbOrTx,
  values: Pick<StudioLessonRow, 'programId' | 'sectionId' | 'arTitle' | 'enTitle' | 'type'>,
): Promise<StudioLessonRow> {
  const last = sql<number>`(select coalesce(max(${lessons.sortOrder}) + 1, 0) from ${lessons} where ${lessons.sectionId} = ${values.sectionId})`;
  const [row] = await db
    .insert(lessons)
    .values({ ...values, sortOrder: last })
    .returning();
  return row!;
}

export async function updateLessonRow(db: DbOrTx, lessonId: string, patch: LessonPatch): Promise<StudioLessonRow> {
  const [row] = await db.update(lessons).set(patch).where(eq(lessons.id, lessonId)).returning();
  return row!;
}

/** Removes a lesson with its resources, questions, completions and attempts. */
export async function deleteLessonRow(db: DbOrTx, lessonId: string): Promise<void> {
  await db.delete(lessons).where(eq(lessons.id, lessonId));
}

/** Places a program's lessons: each in the section given, numbered in the order given, in one statement. */
export async function reorderLessonRows(
  db: DbOrTx,
  programId: string,
  placements: ReadonlyArray<{ sectionId: string; lessonIds: readonly string[] }>,
): Promise<void> {
  const values = placements.flatMap(({ sectionId, lessonIds }) =>
    lessonIds.map((id, index) => sql`(${id}::uuid, ${sectionId}::uuid, ${index}::integer)`),
  );
  if (values.length === 0) return;
  await db.execute(sql`
    update ${lessons} set section_id = v.section_id, sort_order = v.sort_order
    from (values ${sql.join(values, sql`, `)}) as v(id, section_id, sort_order)
    where ${lessons.id} = v.id and ${lessons.programId} = ${programId}`);
}

/** Whether a lesson of this program already plays this video (it may be reused within the program). */
export async function isVideoInProgram(db: DbOrTx, programId: string, videoId: string): Promise<boolean> {
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.programId, programId), eq(lessons.videoId, videoId)))
    .limit(1);
  return rows.length > 0;
}
