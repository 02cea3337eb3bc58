import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors/index';
import { checkQuizSubmission } from './check-quiz-submission';
import type { GradableQuestion, QuizChoice } from './quiz-types';

const questions: GradableQuestion[] = [
  {
    id: 'q1',
    isMultipleAnswers: false,
    answers: [
      { id: 'a1', isCorrect: true },
      { id: 'a2', isCorrect: false },
    ],
  },
  {
    id: 'q2',
    isMultipleAnswers: true,
    answers: [
      { id: 'b1', isCorrect: true },
      { id: 'b2', isCorrect: true },
    ],
  },
];

function errorsOf(choices: QuizChoice[]) {
  try {
    checkQuizSubmission(questions, choices);
    return [];
  } catch (error) {
    if (!isAppError(error)) throw error;
    expect(error.code).toBe('VALIDATION_FAILED');
    return error.fieldErrors.map((e) => `${e.field}:${e.messageKey}`);
  }
}

describe('checkQuizSubmission', () => {
  it('accepts known ids, several answers on a multiple-answer question, and unanswered questions', () => {
    expect(errorsOf([{ questionId: 'q2', answerIds: ['b1', 'b2'] }])).toEqual([]);
    expect(errorsOf([{ questionId: 'Q1', answerIds: ['A1'] }])).toEqual([]);
  });

  it('refuses unknown questions and answers, including an answer of another question', () => {
    expect(errorsOf([{ questionId: 'q9', answerIds: ['a1'] }])).toEqual(['answers.0.questionId:invalid']);
    expect(errorsOf([{ questionId: 'q1', answerIds: ['b1'] }])).toEqual(['answers.0.answerIds:invalid']);
  });

  it('refuses duplicate questions and duplicate answers', () => {
    expect(
      errorsOf([
        { questionId: 'q1', answerIds: ['a1'] },
        { questionId: 'q1', answerIds: ['a2'] },
      ]),
    ).toEqual(['answers.1.questionId:duplicate']);
    expect(errorsOf([{ questionId: 'q2', answerIds: ['b1', 'b1'] }])).toEqual(['answers.0.answerIds:duplicate']);
  });

  it('refuses several answers on a single-answer question', () => {
    expect(errorsOf([{ questionId: 'q1', answerIds: ['a1', 'a2'] }])).toEqual(['answers.0.answerIds:singleAnswer']);
  });
});
