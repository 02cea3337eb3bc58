import { findLesson, findQuizAttempt, listAttemptAnswers, listQuizQuestions } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer } from '../identity/index';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { toAttemptView, type QuizAttemptView } from './attempt-view';
import { orderQuizAnswers } from './order-quiz-answers';
import { requireUuid } from './require-uuid';
import { attemptIdSchema } from './schemas';

export interface ReviewAnswerView {
  id: string;
  enTitle: string;
  arTitle: string;
  order: number;
  isSelected: boolean;
  /** null when the quiz does not show correct answers. */
  isCorrect: boolean | null;
}

export interface ReviewQuestionView {
  id: string;
  enTitle: string;
  arTitle: string;
  isMultipleAnswers: boolean;
  order: number;
  /** Whether the learner got it right; null when the quiz does not show correct answers. */
  isCorrect: boolean | null;
  /** Why the right answers are right (decision 0046); null when the quiz does not show them. */
  enExplanation: string | null;
  arExplanation: string | null;
  answers: ReviewAnswerView[];
}

export interface QuizReviewView {
  attempt: QuizAttemptView;
  showCorrectAnswers: boolean;
  questions: ReviewQuestionView[];
}

/**
 * `reviewAnswers(userAttemptId)`: the learner's own attempt question by question. Correctness
 * (of answers and of questions, which would give single answers away) and the explanations only
 * when the quiz shows correct answers. Someone else's attempt is NOT_FOUND.
 */
export async function reviewAnswers(deps: DomainDeps, caller: Caller, input: unknown): Promise<QuizReviewView> {
  const viewer = requireViewer(caller);
  const { userAttemptId } = parseInput(attemptIdSchema, input);
  const attempt = await findQuizAttempt(deps.db, viewer.userId, requireUuid(userAttemptId));
  if (!attempt) throw new AppError('NOT_FOUND');
  const [lesson, chosen, { questions, answers }] = await Promise.all([
    findLesson(deps.db, attempt.lessonId),
    listAttemptAnswers(deps.db, [attempt.id]),
    listQuizQuestions(deps.db, attempt.lessonId),
  ]);
  if (!lesson) throw new AppError('NOT_FOUND');
  const show = lesson.showCorrectAnswers;
  const selected = new Set(chosen.map((c) => c.answerId));
  // In the order the attempt was shown in.
  const seat = { lessonId: attempt.lessonId, userId: viewer.userId, attemptNumber: attempt.attemptNumber };
  const shown = await orderQuizAnswers(deps, seat, questions, answers);
  return {
    attempt: toAttemptView(attempt, chosen),
    showCorrectAnswers: show,
    questions: questions.map((q, i) => {
      const own = shown[i]!;
      const right = own.every((a) => a.isCorrect === selected.has(a.id));
      return {
        id: q.id,
        enTitle: q.enTitle,
        arTitle: q.arTitle,
        isMultipleAnswers: q.isMultipleAnswers,
        order: q.sortOrder,
        isCorrect: show ? right : null,
        enExplanation: show ? q.enExplanation : null,
        arExplanation: show ? q.arExplanation : null,
        answers: own.map((a, position) => ({
          id: a.id,
          enTitle: a.enTitle,
          arTitle: a.arTitle,
          order: position,
          isSelected: selected.has(a.id),
          isCorrect: show ? a.isCorrect : null,
        })),
      };
    }),
  };
}
