import { describe, expect, it } from 'vitest';
import { toggledLike } from './like-state';

describe('toggledLike', () => {
  it('likes and unlikes, moving the count by one', () => {
    expect(toggledLike({ liked: false, likesCount: 86 })).toEqual({ liked: true, likesCount: 87 });
    expect(toggledLike({ liked: true, likesCount: 87 })).toEqual({ liked: false, likesCount: 86 });
  });
  it('never shows a negative count', () => {
    expect(toggledLike({ liked: true, likesCount: 0 })).toEqual({ liked: false, likesCount: 0 });
  });
});
