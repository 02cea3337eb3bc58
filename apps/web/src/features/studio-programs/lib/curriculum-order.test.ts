import { describe, expect, it } from 'vitest';
import { moveId, moveLessonTo, moveLessonWithin, moveSection, orderOf, sameOrder } from './curriculum-order';

const outline = [
  { id: 's1', lessons: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] },
  { id: 's2', lessons: [{ id: 'd' }] },
];

describe('curriculum order', () => {
  it('moves a section to the place of another', () => {
    expect(moveSection(outline, 's2', 's1').map((s) => s.sectionId)).toEqual(['s2', 's1']);
    expect(moveSection(outline, 's1', 'missing')).toEqual(orderOf(outline));
  });

  it('moves a lesson within its section, either way', () => {
    expect(moveLessonWithin(outline, 'a', 'c')[0]!.lessonIds).toEqual(['b', 'c', 'a']);
    expect(moveLessonWithin(outline, 'c', 'a')[0]!.lessonIds).toEqual(['c', 'a', 'b']);
    // A lesson of another section is not a place within this one.
    expect(moveLessonWithin(outline, 'a', 'd')).toEqual(orderOf(outline));
  });

  it('moves a lesson to the end of another section', () => {
    expect(moveLessonTo(outline, 'b', 's2')).toEqual([
      { sectionId: 's1', lessonIds: ['a', 'c'] },
      { sectionId: 's2', lessonIds: ['d', 'b'] },
    ]);
    expect(sameOrder(moveLessonTo(outline, 'd', 's2'), orderOf(outline))).toBe(true);
  });

  it('moves an id to the place of another, either way, and leaves unknown ids alone', () => {
    expect(moveId(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(moveId(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(moveId(['a', 'b'], 'a', 'x')).toEqual(['a', 'b']);
  });
});
