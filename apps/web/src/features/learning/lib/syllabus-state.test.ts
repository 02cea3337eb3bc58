import { describe, expect, it } from 'vitest';
import { appendSections, withCompletion } from './syllabus-state';

const sections = [
  {
    id: 's1',
    lessons: [
      { id: 'l1', isCompleted: false },
      { id: 'l2', isCompleted: false },
    ],
  },
  { id: 's2', lessons: [{ id: 'l3', isCompleted: true }] },
];

describe('syllabus state', () => {
  it('ticks one lesson and leaves the rest as they were', () => {
    const next = withCompletion(sections, 'l2', true);
    expect(next[0]!.lessons.map((l) => l.isCompleted)).toEqual([false, true]);
    expect(next[1]).toBe(sections[1]);
    expect(sections[0]!.lessons[1]!.isCompleted).toBe(false);
  });

  it('unticks a lesson', () => {
    expect(withCompletion(sections, 'l3', false)[1]!.lessons[0]!.isCompleted).toBe(false);
  });

  it('appends a page without repeating sections', () => {
    expect(appendSections([{ id: 'a' }, { id: 'b' }], [{ id: 'b' }, { id: 'c' }]).map((s) => s.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
