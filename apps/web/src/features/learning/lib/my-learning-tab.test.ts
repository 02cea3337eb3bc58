import { describe, expect, it } from 'vitest';
import { myLearningQuery, tabParam } from './my-learning-tab';

describe('my learning tab and page', () => {
  it('reads the tab', () => {
    expect(tabParam('completed')).toBe('completed');
    expect(tabParam('in-progress')).toBe('in-progress');
    expect(tabParam(null)).toBe('in-progress');
    expect(tabParam('other')).toBe('in-progress');
  });

  it('writes the query', () => {
    expect(myLearningQuery('in-progress', 1)).toBe('?');
    expect(myLearningQuery('completed', 1)).toBe('?tab=completed');
    expect(myLearningQuery('completed', 2)).toBe('?tab=completed&page=2');
    expect(myLearningQuery('in-progress', 3)).toBe('?page=3');
  });
});
