/** The learner's choices: question id → chosen answer ids (in the order chosen). */
export type QuizAnswers = Readonly<Record<string, readonly string[]>>;

/**
 * Picks an answer: a single-answer question keeps only the new choice; a multiple-answer one
 * toggles it in or out.
 */
export function chooseAnswer(
  answers: QuizAnswers,
  questionId: string,
  answerId: string,
  multiple: boolean,
): QuizAnswers {
  const current = answers[questionId] ?? [];
  if (!multiple) return { ...answers, [questionId]: [answerId] };
  const next = current.includes(answerId) ? current.filter((id) => id !== answerId) : [...current, answerId];
  return { ...answers, [questionId]: next };
}

export function isAnswered(answers: QuizAnswers, questionId: string): boolean {
  return (answers[questionId]?.length ?? 0) > 0;
}

export function answeredCount(answers: QuizAnswers, questionIds: readonly string[]): number {
  return questionIds.filter((id) => isAnswered(answers, id)).length;
}

/** What submitQuiz takes: answered questions only (left-out ones count as wrong on the server). */
export function toSubmission(
  answers: QuizAnswers,
  questionIds: readonly string[],
): { questionId: string; answerIds: string[] }[] {
  return questionIds
    .filter((id) => isAnswered(answers, id))
    .map((id) => ({ questionId: id, answerIds: [...answers[id]!] }));
}

/** Answers worth a 'leave anyway?' question: something chosen and not sent yet. */
export function hasUnsavedAnswers(answers: QuizAnswers): boolean {
  return Object.values(answers).some((ids) => ids.length > 0);
}
