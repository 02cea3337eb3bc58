import { schema, type Db } from '@manara/db';
import { eq } from 'drizzle-orm';
import { insertProgram, insertSyllabus } from '../../catalog/testing/fixtures';

type NewProgram = typeof schema.learningPrograms.$inferInsert;

export interface ProgramFixture {
  id: string;
  lessonIds: string[];
}

/** A published program with `lessons` video lessons in one section, plus any program fields the test needs. */
export async function insertProgramWithLessons(
  db: Db,
  input: Partial<NewProgram> & { enTitle: string; arTitle: string },
  lessons = 3,
): Promise<ProgramFixture> {
  const program = await insertProgram(db, input);
  await insertSyllabus(db, program.id, [
    {
      enTitle: 'Section',
      arTitle: 'القسم',
      lessons: Array.from({ length: lessons }, (_, i) => ({ enTitle: `Lesson ${i + 1}`, videoId: 'demo-1' })),
    },
  ]);
  const rows = await db
    .select({ id: schema.lessons.id })
    .from(schema.lessons)
    .where(eq(schema.lessons.programId, program.id))
    .orderBy(schema.lessons.sortOrder);
  return { id: program.id, lessonIds: rows.map((r) => r.id) };
}

export async function enrol(db: Db, userId: string, programId: string): Promise<void> {
  await db.insert(schema.enrollments).values({ userId, programId, source: 'ADMIN' });
}

/** Marks lessons complete as the learning module records it (one row per learner and lesson). */
export async function completeLessons(
  db: Db,
  userId: string,
  lessonIds: string[],
  completedAt = new Date(),
): Promise<void> {
  if (lessonIds.length === 0) return;
  await db.insert(schema.lessonCompletions).values(lessonIds.map((lessonId) => ({ userId, lessonId, completedAt })));
}
