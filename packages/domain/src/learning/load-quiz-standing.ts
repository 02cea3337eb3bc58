import { listAttemptAnswers, listQuizAttempts } from '@manara/db';
import type { DomainDeps, Viewer } from '../deps';
import { toAttemptView, type QuizAttemptView } from './attempt-view';
import { countAvailableAttempts } from './count-available-attempts';

/** Where a learner stands on a quiz: attempts used and left, passed ever, last attempt. */
export interface QuizStanding {
  attemptsUsed: number;
  /** null: unlimited. */
  availableAttemptsForUser: number | null;
  isPassed: boolean;
  userLastAttempt: QuizAttemptView | null;
}

const VISITOR: QuizStanding = {
  attemptsUsed: 0,
  availableAttemptsForUser: null,
  isPassed: false,
  userLastAttempt: null,
};

/** Two statements at most (attempts, then the last attempt's answers). */
export async function loadQuizStanding(
  deps: DomainDeps,
  viewer: Viewer | null,
  quiz: { id: string; canReSubmit: boolean; maxAttempts: number | null },
): Promise<QuizStanding> {
  if (!viewer)
    return {
      ...VISITOR,
      availableAttemptsForUser: countAvailableAttempts(quiz, 0),
    };
  const attempts = await listQuizAttempts(deps.db, viewer.userId, quiz.id);
  const last = attempts[0];
  const answers = last ? await listAttemptAnswers(deps.db, [last.id]) : [];
  return {
    attemptsUsed: attempts.length,
    availableAttemptsForUser: countAvailableAttempts(quiz, attempts.length),
    isPassed: attempts.some((a) => a.isPassed),
    userLastAttempt: last ? toAttemptView(last, answers) : null,
  };
}
