import { listQuizQuestions } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { DEFAULT_PASSING_GRADE } from './grade-quiz';
import { loadQuizStanding, type QuizStanding } from './load-quiz-standing';
import { requireLessonContent } from './require-lesson-content';
import { resolveLessonAccess } from './resolve-lesson-access';
import { orderQuizAnswers } from './order-quiz-answers';
import { lessonIdSchema } from './schemas';

export interface QuizAnswerView {
  id: string;
  enTitle: string;
  arTitle: string;
  order: number;
}

export interface QuizQuestionView {
  id: string;
  enTitle: string;
  arTitle: string;
  isMultipleAnswers: boolean;
  order: number;
  answers: QuizAnswerView[];
}

export interface QuizView extends QuizStanding {
  lessonId: string;
  enTitle: string;
  arTitle: string;
  passingGrade: number;
  canReSubmit: boolean;
  maxAttempts: number | null;
  showCorrectAnswers: boolean;
  numberOfQuestions: number;
  questions: QuizQuestionView[];
}

/**
 * `getQuiz(lessonId)`: the questions and answers to choose from, built field by field so that
 * correctness can never slip out, each question's answers in the order of the viewer's next
 * attempt (orderQuizAnswers); plus the viewer's attempts standing.
 */
export async function getQuiz(deps: DomainDeps, caller: Caller, input: unknown): Promise<QuizView> {
  const { lessonId } = parseInput(lessonIdSchema, input);
  const access = await resolveLessonAccess(deps, caller, lessonId);
  const { lesson } = access;
  if (lesson.type !== 'QUIZ') throw new AppError('NOT_FOUND');
  requireLessonContent(access);
  const [{ questions, answers }, standing] = await Promise.all([
    listQuizQuestions(deps.db, lesson.id),
    loadQuizStanding(deps, access.viewer, lesson),
  ]);
  // The answers in the order of the attempt the viewer would submit next.
  const seat = { lessonId: lesson.id, userId: access.viewer?.userId ?? null, attemptNumber: standing.attemptsUsed + 1 };
  const shown = await orderQuizAnswers(deps, seat, questions, answers);
  return {
    ...standing,
    lessonId: lesson.id,
    enTitle: lesson.enTitle,
    arTitle: lesson.arTitle,
    passingGrade: lesson.passingGrade ?? DEFAULT_PASSING_GRADE,
    canReSubmit: lesson.canReSubmit,
    maxAttempts: lesson.maxAttempts,
    showCorrectAnswers: lesson.showCorrectAnswers,
    numberOfQuestions: questions.length,
    questions: questions.map((q, i) => ({
      id: q.id,
      enTitle: q.enTitle,
      arTitle: q.arTitle,
      isMultipleAnswers: q.isMultipleAnswers,
      order: q.sortOrder,
      // `order` is the position shown, so it gives nothing of the stored order away.
      answers: shown[i]!.map((a, position) => ({
        id: a.id,
        enTitle: a.enTitle,
        arTitle: a.arTitle,
        order: position,
      })),
    })),
  };
}
