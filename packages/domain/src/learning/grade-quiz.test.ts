import { describe, expect, it } from 'vitest';
import { gradeQuiz } from './grade-quiz';
import type { GradableQuestion } from './quiz-types';

const single: GradableQuestion = {
  id: 'q1',
  isMultipleAnswers: false,
  answers: [
    { id: 'a1', isCorrect: true },
    { id: 'a2', isCorrect: false },
  ],
};
const multiple: GradableQuestion = {
  id: 'q2',
  isMultipleAnswers: true,
  answers: [
    { id: 'b1', isCorrect: true },
    { id: 'b2', isCorrect: true },
    { id: 'b3', isCorrect: false },
  ],
};
const third: GradableQuestion = {
  id: 'q3',
  isMultipleAnswers: false,
  answers: [
    { id: 'c1', isCorrect: false },
    { id: 'c2', isCorrect: true },
  ],
};

describe('gradeQuiz', () => {
  it('counts a multiple-answer question right only with exactly its correct answers', () => {
    const partial = gradeQuiz([multiple], [{ questionId: 'q2', answerIds: ['b1'] }], 50);
    const extra = gradeQuiz([multiple], [{ questionId: 'q2', answerIds: ['b1', 'b2', 'b3'] }], 50);
    const exact = gradeQuiz([multiple], [{ questionId: 'q2', answerIds: ['b2', 'b1'] }], 50);
    expect([partial.numberOfCorrectAnswers, extra.numberOfCorrectAnswers, exact.numberOfCorrectAnswers]).toEqual([
      0, 0, 1,
    ]);
  });

  it('floors the score, counts unanswered questions as wrong, and passes at the grade', () => {
    const grade = gradeQuiz(
      [single, multiple, third],
      [
        { questionId: 'q1', answerIds: ['a1'] },
        { questionId: 'q3', answerIds: ['c2'] },
      ],
      66,
    );
    expect(grade).toMatchObject({
      score: 66,
      numberOfCorrectAnswers: 2,
      numberOfWrongAnswers: 1,
      isPassed: true,
    });
    expect(
      gradeQuiz(
        [single, multiple, third],
        [
          { questionId: 'q1', answerIds: ['a1'] },
          { questionId: 'q3', answerIds: ['c2'] },
        ],
        67,
      ).isPassed,
    ).toBe(false);
    expect([...grade.correctQuestionIds].sort()).toEqual(['q1', 'q3']);
  });

  it('uses the default passing grade (60) when the quiz has none', () => {
    expect(gradeQuiz([single, multiple], [{ questionId: 'q1', answerIds: ['a1'] }], null)).toMatchObject({
      score: 50,
      isPassed: false,
    });
    expect(
      gradeQuiz(
        [single, third],
        [
          { questionId: 'q1', answerIds: ['a1'] },
          { questionId: 'q3', answerIds: ['c2'] },
        ],
        null,
      ).isPassed,
    ).toBe(true);
  });
});
