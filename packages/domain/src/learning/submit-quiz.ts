import {
  findCompletedLessonIds,
  insertLessonCompletion,
  insertQuizAttempt,
  listQuizAttempts,
  listQuizQuestions,
  type QuizAnswerRow,
  type QuizQuestionRow,
} from '@manara/db';
import { issueEarnedCertificates } from '../certificates/index';
import { recordAnalyticsEvent } from '../analytics/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { toAttemptView, type QuizAttemptView } from './attempt-view';
import { checkQuizSubmission } from './check-quiz-submission';
import { allowedAttemptsOf, countAvailableAttempts } from './count-available-attempts';
import { gradeQuiz } from './grade-quiz';
import type { GradableQuestion } from './quiz-types';
import { requireEnrolment } from './require-enrolment';
import { resolveLessonAccess } from './resolve-lesson-access';
import { submitQuizSchema } from './schemas';

export interface QuizSubmissionView extends QuizAttemptView {
  /** Attempts left after this one; null: unlimited. */
  availableAttemptsForUser: number | null;
  /** Whether the lesson is complete now (passing completes it). */
  isLessonCompleted: boolean;
}

/** Simultaneous submissions retry on a taken attempt number; each retry sees one more attempt. */
const MAX_NUMBER_RETRIES = 20;

function gradable(questions: QuizQuestionRow[], answers: QuizAnswerRow[]): GradableQuestion[] {
  return questions.map((q) => ({
    id: q.id,
    isMultipleAnswers: q.isMultipleAnswers,
    answers: answers.filter((a) => a.questionId === q.id).map((a) => ({ id: a.id, isCorrect: a.isCorrect })),
  }));
}

/**
 * `submitQuiz(input)`: checks the choices (a bad submission consumes nothing), then records the
 * attempt under the next free attempt number, so two simultaneous submissions can never exceed
 * the limit (QUIZ_ATTEMPTS_EXHAUSTED once it is reached). Passing completes the lesson, and so
 * perhaps the program, whose certificates are issued in the same transaction.
 */
export async function submitQuiz(deps: DomainDeps, caller: Caller, input: unknown): Promise<QuizSubmissionView> {
  const { lessonId, answers: choices } = parseInput(submitQuizSchema, input);
  const access = await resolveLessonAccess(deps, caller, lessonId);
  const { lesson } = access;
  if (lesson.type !== 'QUIZ') throw new AppError('NOT_FOUND');
  const viewer = requireEnrolment(access);
  const stored = await listQuizQuestions(deps.db, lesson.id);
  const questions = gradable(stored.questions, stored.answers);
  checkQuizSubmission(questions, choices);
  const grade = gradeQuiz(questions, choices, lesson.passingGrade);
  const picked = choices.flatMap((c) =>
    c.answerIds.map((answerId) => ({
      questionId: c.questionId.toLowerCase(),
      answerId: answerId.toLowerCase(),
    })),
  );
  const allowed = allowedAttemptsOf(lesson);

  for (let retry = 0; retry < MAX_NUMBER_RETRIES; retry++) {
    const outcome = await deps.db.transaction(async (tx) => {
      const previous = await listQuizAttempts(tx, viewer.userId, lesson.id);
      const used = previous[0]?.attemptNumber ?? 0;
      if (allowed !== null && used >= allowed) throw new AppError('QUIZ_ATTEMPTS_EXHAUSTED');
      const now = deps.now();
      const row = await insertQuizAttempt(
        tx,
        {
          userId: viewer.userId,
          lessonId: lesson.id,
          attemptNumber: used + 1,
          score: grade.score,
          numberOfCorrectAnswers: grade.numberOfCorrectAnswers,
          numberOfWrongAnswers: grade.numberOfWrongAnswers,
          isPassed: grade.isPassed,
          submittedAt: now,
        },
        picked,
      );
      if (!row) return null;
      if (grade.isPassed) {
        await insertLessonCompletion(tx, {
          userId: viewer.userId,
          lessonId: lesson.id,
          at: now,
        });
        // Passing may complete the program: its certificates come with the attempt.
        await issueEarnedCertificates(tx, {
          userId: viewer.userId,
          programId: lesson.programId,
          now,
        });
      }
      // Read before the commit: an attempt that counted is never answered SERVICE_UNAVAILABLE.
      const completed = grade.isPassed || (await findCompletedLessonIds(tx, viewer.userId, [lesson.id])).length > 0;
      return { row, completed };
    });
    if (!outcome) continue;
    await recordAnalyticsEvent(deps, grade.isPassed ? 'QUIZ_PASSED' : 'QUIZ_FAILED', viewer.userId, [lesson.programId]);
    const { row, completed } = outcome;
    const view = toAttemptView(
      row,
      picked.map((p) => ({ ...p, attemptId: row.id })),
    );
    return {
      ...view,
      availableAttemptsForUser: countAvailableAttempts(lesson, row.attemptNumber),
      isLessonCompleted: completed,
    };
  }
  throw new Error('quiz attempt number kept colliding');
}
