import { describe, expect, it } from 'vitest';
import { lessonPath } from './lesson-path';

describe('lessonPath', () => {
  it('builds lesson paths in the program layout', () => {
    expect(lessonPath('p1', 'l1')).toBe('/program/details/p1/lesson/l1');
  });
});
