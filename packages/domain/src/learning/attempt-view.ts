import type { QuizAttemptAnswerRow, QuizAttemptRow } from '@manara/db';

export interface QuizUserAnswer {
  questionId: string;
  answerIds: string[];
}

/** docs/product/learning.md attempt: the learner's own result and choices (never the correct answers). */
export interface QuizAttemptView {
  id: string;
  lessonId: string;
  attemptNumber: number;
  score: number;
  isPassed: boolean;
  numberOfCorrectAnswers: number;
  numberOfWrongAnswers: number;
  submittedAt: Date;
  userAnswers: QuizUserAnswer[];
}

export function toAttemptView(row: QuizAttemptRow, answers: readonly QuizAttemptAnswerRow[]): QuizAttemptView {
  const byQuestion = new Map<string, string[]>();
  for (const a of answers) {
    if (a.attemptId !== row.id) continue;
    byQuestion.set(a.questionId, [...(byQuestion.get(a.questionId) ?? []), a.answerId]);
  }
  return {
    id: row.id,
    lessonId: row.lessonId,
    attemptNumber: row.attemptNumber,
    score: row.score,
    isPassed: row.isPassed,
    numberOfCorrectAnswers: row.numberOfCorrectAnswers,
    numberOfWrongAnswers: row.numberOfWrongAnswers,
    submittedAt: row.submittedAt,
    userAnswers: [...byQuestion].map(([questionId, answerIds]) => ({
      questionId,
      answerIds,
    })),
  };
}
