import { describe, expect, it } from 'vitest';
import {
  addOption,
  errorsByPath,
  markCorrect,
  moveOption,
  questionFormValues,
  questionInput,
  removeOption,
  withKind,
} from './quiz-question-form';

const stored = {
  id: 'q1',
  arTitle: 'سؤال',
  enTitle: 'Question',
  title: 'Question',
  isMultipleAnswers: true,
  arExplanation: '',
  enExplanation: 'Because',
  options: [
    { id: 'a', arTitle: 'أ', enTitle: 'A', isCorrect: true },
    { id: 'b', arTitle: 'ب', enTitle: 'B', isCorrect: true },
    { id: 'c', arTitle: 'ج', enTitle: 'C', isCorrect: false },
  ],
};

describe('quiz question form', () => {
  it('starts a new question single-answer with two empty options, and keeps stored option ids', () => {
    const fresh = questionFormValues(null);
    expect(fresh).toMatchObject({ isMultipleAnswers: false, arTitle: '' });
    expect(fresh.options).toHaveLength(2);
    expect(questionInput(fresh).options).toEqual([
      { arTitle: '', enTitle: '', isCorrect: false },
      { arTitle: '', enTitle: '', isCorrect: false },
    ]);
    expect(questionInput(questionFormValues(stored)).options.map((o) => o.optionId)).toEqual(['a', 'b', 'c']);
  });

  it('keeps one correct option on a single-answer question and several on a multiple-answer one', () => {
    const values = questionFormValues(stored);
    const single = withKind(values, false);
    expect(single.options.map((o) => o.isCorrect)).toEqual([true, false, false]);
    expect(markCorrect(single, 2, true).map((o) => o.isCorrect)).toEqual([false, false, true]);
    expect(markCorrect(values, 2, true).map((o) => o.isCorrect)).toEqual([true, true, true]);
  });

  it('moves, adds and removes options within 2 to 10', () => {
    const { options } = questionFormValues(stored);
    expect(moveOption(options, 0, 1).map((o) => o.enTitle)).toEqual(['B', 'A', 'C']);
    expect(moveOption(options, 0, -1).map((o) => o.enTitle)).toEqual(['A', 'B', 'C']);
    expect(removeOption(options, 1).map((o) => o.enTitle)).toEqual(['A', 'C']);
    expect(removeOption(removeOption(options, 1), 0)).toHaveLength(2);
    let many = options;
    for (let i = 0; i < 12; i += 1) many = addOption(many);
    expect(many).toHaveLength(10);
    expect(new Set(many.map((o) => o.key)).size).toBe(10);
  });

  it('reads field errors by their whole path', () => {
    expect(
      errorsByPath([
        { field: 'options.1.enTitle', message: 'Too long' },
        { field: 'enTitle', message: 'Required' },
        { field: 'enTitle', message: 'Second' },
      ]),
    ).toEqual({ 'options.1.enTitle': 'Too long', enTitle: 'Required' });
  });
});
