import { describe, expect, it } from 'vitest';
import { cleanQuery, isBlankQuery } from './is-blank-query';

describe('isBlankQuery', () => {
  it.each([
    ['empty', ''],
    ['spaces', '   '],
    ['tabs and new lines', '\t\n '],
    ['no-break and ideographic spaces', '\u00A0\u3000'],
    ['tatweel only', 'ــــ'],
    ['diacritics only', '\u064E\u0651'],
    ['zero-width and bidi marks', '\u200B\u200F\u061C '],
  ])('%s is blank', (_label, text) => {
    expect(isBlankQuery(text)).toBe(true);
  });

  it.each([
    ['Arabic word', 'تاهيل'],
    ['one letter', 'ت'],
    ['Latin', ' yoga '],
    ['digits', '٣٠'],
  ])('%s is not blank', (_label, text) => {
    expect(isBlankQuery(text)).toBe(false);
  });
});

describe('cleanQuery', () => {
  it('trims and collapses whitespace', () => {
    expect(cleanQuery('  تأهيل \u00A0  الإصابات ')).toBe('تأهيل الإصابات');
  });
});
