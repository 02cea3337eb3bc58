import { insertEnrollments, schema, type Db } from '@manara/db';
import { asc, eq } from 'drizzle-orm';
import type { TestServer } from '../../../testing/test-server';
import { insertProgram, insertSyllabus, linkDiploma } from '../../catalog/testing/fixtures';

export const ENVELOPE = 'code message success fieldErrors { field message }';
export const PAGE_INFO = 'pageInfo { page limit totalCount totalPages hasNext }';
export const SUMMARY_FIELDS =
  'id sectionId title enTitle arTitle type order isPreview duration liveSessionStartAt liveSessionEndAt isCompleted isAvailable';
export const SECTION_FIELDS = `id title order lessonsCount videosCount articlesCount learningTimeInMinutes lessons { ${SUMMARY_FIELDS} }`;
export const ATTEMPT_FIELDS =
  'id lessonId attemptNumber score isPassed numberOfCorrectAnswers numberOfWrongAnswers submittedAt userAnswers { questionId answerIds }';
export const LESSON_FIELDS = `id programId section { id title order } title enTitle arTitle type isPreview isCompleted isAvailable order
  videoId videoUrl content enContent arContent overview liveSessionStartAt liveSessionEndAt liveSessionState liveSessionUrl
  passingGrade canReSubmit maxAttempts availableAttemptsForUser isPassed numberOfQuestions showCorrectAnswers duration
  userLastAttempt { ${ATTEMPT_FIELDS} } resumePositionSeconds resources { id title type url downloadUrl }
  previousLesson { id title type isPreview isAvailable } nextLesson { id title type isPreview isAvailable }`;
export const PROGRESS_FIELDS = 'programId percentage completedLessonsCount lessonsCount isCompleted completedAt';

export const LESSON = `query lessonSite($lessonId: String) { lessonSite(lessonId: $lessonId) { ${ENVELOPE} data { ${LESSON_FIELDS} } } }`;
export const SYLLABUS = `query insideCourseSallabusSite($courseId: String) { insideCourseSallabusSite(courseId: $courseId) { ${ENVELOPE}
  data { items { ${SECTION_FIELDS} } ${PAGE_INFO} } } }`;
export const SECTIONS = `query sectionsAndLessonsByCourseId($courseId: String, $paginate: PaginateInput) {
  sectionsAndLessonsByCourseId(courseId: $courseId, paginate: $paginate) { ${ENVELOPE} data { items { ${SECTION_FIELDS} } ${PAGE_INFO} } } }`;
export const INFO = `query insideCourseInfo($courseId: String) { insideCourseInfo(courseId: $courseId) { ${ENVELOPE}
  data { program { id title isEnrolled } isEnrolled progress { ${PROGRESS_FIELDS} } resumeLesson { id title } } } }`;
export const TOGGLE = `mutation toggleLessonCompletion($lessonId: String) { toggleLessonCompletion(lessonId: $lessonId) { ${ENVELOPE}
  data { lessonId isCompleted progress { ${PROGRESS_FIELDS} } } } }`;
export const COMPLETE = `mutation completeLesson($lessonId: String) { completeLesson(lessonId: $lessonId) { ${ENVELOPE}
  data { lessonId isCompleted progress { ${PROGRESS_FIELDS} } } } }`;
export const NEXT_LESSON = `query myNextLesson($courseId: String) { myNextLesson(courseId: $courseId) { ${ENVELOPE}
  data { id programId title type } } }`;
export const SAVE_POSITION = `mutation saveLessonPosition($input: SaveLessonPositionInput) { saveLessonPosition(input: $input) { ${ENVELOPE}
  data { lessonId positionSeconds } } }`;
const MY_PROGRAM = `items { program { id title type isEnrolled lessonsCount category { name } } progress { ${PROGRESS_FIELDS} } enrolledAt
  nextLesson { id programId title type } } ${PAGE_INFO}`;
export const IN_PROGRESS = `query myInProgress($paginate: PaginateInput) { myInProgress(paginate: $paginate) { ${ENVELOPE} data { ${MY_PROGRAM} } } }`;
export const COMPLETED = `query myCompleted($paginate: PaginateInput) { myCompleted(paginate: $paginate) { ${ENVELOPE} data { ${MY_PROGRAM} } } }`;
export const QUIZ = `query getQuiz($lessonId: String) { getQuiz(lessonId: $lessonId) { ${ENVELOPE} data { lessonId title passingGrade canReSubmit
  maxAttempts attemptsUsed availableAttemptsForUser isPassed showCorrectAnswers numberOfQuestions userLastAttempt { ${ATTEMPT_FIELDS} }
  questions { id title enTitle arTitle isMultipleAnswers order answers { id title enTitle arTitle order } } } } }`;
export const SUBMIT = `mutation submitQuiz($input: SubmitQuizInput) { submitQuiz(input: $input) { ${ENVELOPE}
  data { ${ATTEMPT_FIELDS} availableAttemptsForUser isLessonCompleted } } }`;
export const REVIEW = `query reviewAnswers($userAttemptId: String) { reviewAnswers(userAttemptId: $userAttemptId) { ${ENVELOPE}
  data { attempt { ${ATTEMPT_FIELDS} } showCorrectAnswers questions { id title isMultipleAnswers order isCorrect explanation
    answers { id title order isSelected isCorrect } } } } }`;

type NewLesson = Partial<typeof schema.lessons.$inferInsert> & {
  enTitle: string;
};

export interface QuizSpec {
  questions: Array<{
    enTitle: string;
    isMultipleAnswers?: boolean;
    /** Shown in the review with the correct answers (decision 0046). */
    enExplanation?: string;
    answers: Array<{ enTitle: string; isCorrect?: boolean }>;
  }>;
}

/** Questions and answers of a quiz lesson; returns their ids with correctness, for building submissions. */
export async function insertQuiz(db: Db, lessonId: string, spec: QuizSpec) {
  const out: Array<{ id: string; correct: string[]; wrong: string[] }> = [];
  for (const [i, q] of spec.questions.entries()) {
    const [question] = await db
      .insert(schema.quizQuestions)
      .values({
        lessonId,
        enTitle: q.enTitle,
        arTitle: `سؤال ${i + 1}`,
        isMultipleAnswers: q.isMultipleAnswers ?? false,
        enExplanation: q.enExplanation ?? '',
        sortOrder: i + 1,
      })
      .returning();
    const answers = await db
      .insert(schema.quizAnswers)
      .values(
        q.answers.map((a, j) => ({
          questionId: question!.id,
          enTitle: a.enTitle,
          arTitle: `إجابة ${j + 1}`,
          isCorrect: a.isCorrect ?? false,
          sortOrder: j + 1,
        })),
      )
      .returning();
    out.push({
      id: question!.id,
      correct: answers.filter((a) => a.isCorrect).map((a) => a.id),
      wrong: answers.filter((a) => !a.isCorrect).map((a) => a.id),
    });
  }
  return out;
}

/** A program's lessons in reading order, keyed by English title. */
export async function lessonsByTitle(db: Db, programId: string): Promise<Record<string, string>> {
  const rows = await db
    .select({ id: schema.lessons.id, enTitle: schema.lessons.enTitle })
    .from(schema.lessons)
    .innerJoin(schema.sections, eq(schema.sections.id, schema.lessons.sectionId))
    .where(eq(schema.lessons.programId, programId))
    .orderBy(asc(schema.sections.sortOrder), asc(schema.lessons.sortOrder));
  return Object.fromEntries(rows.map((r) => [r.enTitle, r.id]));
}

/** A published course with the given sections; returns it and its lesson ids by title. */
export async function courseWith(
  db: Db,
  title: string,
  sections: Array<{ enTitle: string; lessons: NewLesson[] }>,
  program: Partial<typeof schema.learningPrograms.$inferInsert> = {},
) {
  const course = await insertProgram(db, {
    enTitle: title,
    arTitle: `دورة ${title}`,
    ...program,
  });
  await insertSyllabus(
    db,
    course.id,
    sections.map((s) => ({ ...s, arTitle: `قسم ${s.enTitle}` })),
  );
  return { course, lessons: await lessonsByTitle(db, course.id) };
}

export async function enrol(server: TestServer, userId: string, programIds: string[]) {
  await insertEnrollments(server.database.db, {
    userId,
    programIds,
    source: 'FREE',
    orderId: null,
  });
}

export { insertProgram, linkDiploma };
