import { describe, expect, it } from 'vitest';
import { answeredCount, chooseAnswer, hasUnsavedAnswers, isAnswered, toSubmission } from './quiz-answers';

describe('quiz answers', () => {
  it('keeps one choice on a single-answer question', () => {
    let answers = chooseAnswer({}, 'q1', 'a1', false);
    answers = chooseAnswer(answers, 'q1', 'a2', false);
    expect(answers).toEqual({ q1: ['a2'] });
  });

  it('toggles choices on a multiple-answer question', () => {
    let answers = chooseAnswer({}, 'q2', 'a1', true);
    answers = chooseAnswer(answers, 'q2', 'a3', true);
    expect(answers.q2).toEqual(['a1', 'a3']);
    answers = chooseAnswer(answers, 'q2', 'a1', true);
    expect(answers.q2).toEqual(['a3']);
  });

  it('does not change the previous state', () => {
    const before = { q1: ['a1'] };
    chooseAnswer(before, 'q1', 'a2', false);
    expect(before).toEqual({ q1: ['a1'] });
  });

  it('counts answered questions and submits only those', () => {
    const answers = { q1: ['a1'], q2: [], q3: ['b1', 'b2'] };
    expect(isAnswered(answers, 'q2')).toBe(false);
    expect(answeredCount(answers, ['q1', 'q2', 'q3', 'q4'])).toBe(2);
    expect(toSubmission(answers, ['q1', 'q2', 'q3'])).toEqual([
      { questionId: 'q1', answerIds: ['a1'] },
      { questionId: 'q3', answerIds: ['b1', 'b2'] },
    ]);
  });

  it('knows when something would be lost by leaving', () => {
    expect(hasUnsavedAnswers({})).toBe(false);
    expect(hasUnsavedAnswers({ q1: [] })).toBe(false);
    expect(hasUnsavedAnswers({ q1: ['a1'] })).toBe(true);
  });
});
