/** A quiz question with its answers as stored (correctness included: server side only). */
export interface GradableQuestion {
  id: string;
  isMultipleAnswers: boolean;
  answers: ReadonlyArray<{ id: string; isCorrect: boolean }>;
}

/** The learner's choice per question; a question left out is unanswered. */
export interface QuizChoice {
  questionId: string;
  answerIds: readonly string[];
}
