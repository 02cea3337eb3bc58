import { describe, expect, it } from 'vitest';
import { countResults, mergeResults, type GroupedResults } from './merge-results';

const groups = (
  courses: string[],
  workshops: string[] = [],
  diplomas: string[] = [],
  blogs: string[] = [],
): GroupedResults<string> => ({
  courses,
  workshops,
  diplomas,
  blogs,
});

describe('mergeResults', () => {
  it('takes rank by rank across types, in type order', () => {
    expect(mergeResults(groups(['c1', 'c2'], ['w1'], ['d1', 'd2'], ['b1', 'b2']), 10)).toEqual([
      'c1',
      'w1',
      'd1',
      'b1',
      'c2',
      'd2',
      'b2',
    ]);
  });

  it('stops at the limit', () => {
    expect(mergeResults(groups(['c1', 'c2', 'c3'], ['w1', 'w2'], [], ['b1']), 4)).toEqual(['c1', 'w1', 'b1', 'c2']);
  });

  it('fills the limit from one type when the others are empty', () => {
    expect(mergeResults(groups(['c1', 'c2', 'c3', 'c4', 'c5']), 4)).toEqual(['c1', 'c2', 'c3', 'c4']);
  });

  it('answers an empty list for no results', () => {
    expect(mergeResults(groups([]), 4)).toEqual([]);
  });
});

describe('countResults', () => {
  it('adds every type', () => {
    expect(countResults(groups(['c1'], ['w1', 'w2'], [], ['b1']))).toBe(4);
  });
});
