import { AppError, type FieldError } from '../errors/index';
import type { GradableQuestion, QuizChoice } from './quiz-types';

/**
 * Refuses a submission that names a question or answer not in this quiz, names a question or an
 * answer twice, or picks several answers on a single-answer question: VALIDATION_FAILED with one
 * error per offending field, before any attempt is recorded.
 */
export function checkQuizSubmission(questions: readonly GradableQuestion[], choices: readonly QuizChoice[]): void {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seenQuestions = new Set<string>();
  const errors: FieldError[] = [];
  choices.forEach((choice, i) => {
    const question = byId.get(choice.questionId.toLowerCase());
    if (!question)
      return void errors.push({
        field: `answers.${i}.questionId`,
        messageKey: 'invalid',
      });
    if (seenQuestions.has(question.id))
      return void errors.push({
        field: `answers.${i}.questionId`,
        messageKey: 'duplicate',
      });
    seenQuestions.add(question.id);
    const known = new Set(question.answers.map((a) => a.id));
    const picked = choice.answerIds.map((id) => id.toLowerCase());
    if (picked.some((id) => !known.has(id)))
      return void errors.push({
        field: `answers.${i}.answerIds`,
        messageKey: 'invalid',
      });
    if (new Set(picked).size !== picked.length)
      return void errors.push({
        field: `answers.${i}.answerIds`,
        messageKey: 'duplicate',
      });
    if (!question.isMultipleAnswers && picked.length > 1)
      errors.push({
        field: `answers.${i}.answerIds`,
        messageKey: 'singleAnswer',
      });
  });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors);
}
