import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { lessonResources, lessons, quizAnswers, quizQuestions, sections } from '../../schema/index';
import type { ProgramChildren } from './build-program-children';
import { excludedSet } from './excluded';

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

/**
 * Makes a program's children exactly `children`: rows no longer in the content are deleted (with
 * their dependants), the others are upserted by id. Runs inside the program's transaction.
 */
export async function replaceProgramChildren(db: DbOrTx, programId: string, children: ProgramChildren): Promise<void> {
  const lessonIds = ids(children.lessons);
  const questionIds = ids(children.questions);
  await db
    .delete(sections)
    .where(and(eq(sections.programId, programId), notInArray(sections.id, ids(children.sections))));
  await db.delete(lessons).where(and(eq(lessons.programId, programId), notInArray(lessons.id, lessonIds)));
  if (lessonIds.length > 0) {
    await db
      .delete(lessonResources)
      .where(
        and(inArray(lessonResources.lessonId, lessonIds), notInArray(lessonResources.id, ids(children.resources))),
      );
    await db
      .delete(quizQuestions)
      .where(and(inArray(quizQuestions.lessonId, lessonIds), notInArray(quizQuestions.id, questionIds)));
  }
  if (questionIds.length > 0) {
    await db
      .delete(quizAnswers)
      .where(and(inArray(quizAnswers.questionId, questionIds), notInArray(quizAnswers.id, ids(children.answers))));
  }

  if (children.sections.length > 0)
    await db
      .insert(sections)
      .values(children.sections)
      .onConflictDoUpdate({
        target: sections.id,
        set: excludedSet(sections, ['programId', 'enTitle', 'arTitle', 'sortOrder']),
      });
  if (children.lessons.length > 0)
    await db
      .insert(lessons)
      .values(children.lessons)
      .onConflictDoUpdate({
        target: lessons.id,
        set: excludedSet(lessons, [
          'sectionId',
          'programId',
          'enTitle',
          'arTitle',
          'type',
          'sortOrder',
          'isPreview',
          'videoId',
          'durationSeconds',
          'enContent',
          'arContent',
          'enOverview',
          'arOverview',
          'liveSessionStartAt',
          'liveSessionEndAt',
          'liveSessionUrl',
          'passingGrade',
          'canReSubmit',
          'maxAttempts',
          'showCorrectAnswers',
        ]),
      });
  if (children.resources.length > 0)
    await db
      .insert(lessonResources)
      .values(children.resources)
      .onConflictDoUpdate({
        target: lessonResources.id,
        set: excludedSet(lessonResources, ['lessonId', 'enTitle', 'arTitle', 'type', 'url']),
      });
  if (children.questions.length > 0)
    await db
      .insert(quizQuestions)
      .values(children.questions)
      .onConflictDoUpdate({
        target: quizQuestions.id,
        set: excludedSet(quizQuestions, [
          'lessonId',
          'enTitle',
          'arTitle',
          'isMultipleAnswers',
          'enExplanation',
          'arExplanation',
          'sortOrder',
        ]),
      });
  if (children.answers.length > 0)
    await db
      .insert(quizAnswers)
      .values(children.answers)
      .onConflictDoUpdate({
        target: quizAnswers.id,
        set: excludedSet(quizAnswers, ['questionId', 'enTitle', 'arTitle', 'isCorrect', 'sortOrder']),
      });
}
