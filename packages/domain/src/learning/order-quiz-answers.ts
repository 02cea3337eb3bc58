import { createHmac, randomBytes } from 'node:crypto';
import { ensureAppSecret } from '@manara/db';
import type { DomainDeps } from '../deps';

const KEY_NAME = 'QUIZ_ANSWER_ORDER_KEY';
const keys = new WeakMap<object, Promise<string>>();

/** The key that orders answers, kept in the database so every API copy shuffles alike. */
function orderKey(deps: DomainDeps): Promise<string> {
  let key = keys.get(deps.db);
  if (!key) {
    key = ensureAppSecret(deps.db, KEY_NAME, randomBytes(32).toString('base64url'));
    keys.set(deps.db, key);
    // A failed read is tried again next time rather than remembered.
    key.catch(() => keys.delete(deps.db));
  }
  return key;
}

/** Whose attempt a quiz is shown for: the viewer and the attempt number, or a visitor. */
export interface QuizAttemptSeat {
  lessonId: string;
  userId: string | null;
  attemptNumber: number;
}

/**
 * Each question's answers (same index as `questions`) in the order shown for one attempt
 * (decision 0012, amended): sorted by a keyed hash of the attempt and the answer id, so the order
 * is stable for that attempt (reloading does not reshuffle; the review of the attempt shows it the
 * same way), differs between attempts and learners, and cannot be undone to find the stored order.
 * Answers are checked by id, never by position.
 */
export async function orderQuizAnswers<T extends { id: string; questionId: string }>(
  deps: DomainDeps,
  seat: QuizAttemptSeat,
  questions: ReadonlyArray<{ id: string }>,
  answers: readonly T[],
): Promise<T[][]> {
  const key = await orderKey(deps);
  const seed = `${seat.userId ?? 'visitor'}:${seat.lessonId}:${seat.attemptNumber}`;
  const rank = (id: string) => createHmac('sha256', key).update(`${seed}:${id}`).digest('hex');
  return questions.map((q) =>
    answers
      .filter((a) => a.questionId === q.id)
      .map((answer) => ({ answer, rank: rank(answer.id) }))
      .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
      .map(({ answer }) => answer),
  );
}
