import type { GradableQuestion, QuizChoice } from './quiz-types';

/** Used when a quiz has no passing grade of its own: the content importer's default. */
export const DEFAULT_PASSING_GRADE = 60;

export interface QuizGrade {
  /** Whole percent of questions answered exactly right, floored. */
  score: number;
  numberOfCorrectAnswers: number;
  numberOfWrongAnswers: number;
  isPassed: boolean;
  /** Question ids answered exactly right. */
  correctQuestionIds: Set<string>;
}

/**
 * A question counts as right only when the chosen answers are exactly its correct ones (so a
 * multiple-answer question needs all of them and nothing else); unanswered questions are wrong.
 * Expects a submission already checked by checkQuizSubmission.
 */
export function gradeQuiz(
  questions: readonly GradableQuestion[],
  choices: readonly QuizChoice[],
  passingGrade: number | null,
): QuizGrade {
  const chosen = new Map(
    choices.map((c) => [c.questionId.toLowerCase(), new Set(c.answerIds.map((id) => id.toLowerCase()))]),
  );
  const correctQuestionIds = new Set<string>();
  for (const question of questions) {
    const picked = chosen.get(question.id) ?? new Set<string>();
    const correct = question.answers.filter((a) => a.isCorrect).map((a) => a.id);
    if (correct.length > 0 && picked.size === correct.length && correct.every((id) => picked.has(id)))
      correctQuestionIds.add(question.id);
  }
  const total = questions.length;
  const right = correctQuestionIds.size;
  const score = total > 0 ? Math.floor((right * 100) / total) : 0;
  return {
    score,
    numberOfCorrectAnswers: right,
    numberOfWrongAnswers: total - right,
    isPassed: score >= (passingGrade ?? DEFAULT_PASSING_GRADE),
    correctQuestionIds,
  };
}
