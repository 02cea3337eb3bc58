import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { diplomaPrograms, lessons, quizQuestions } from '../../schema/index';

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
