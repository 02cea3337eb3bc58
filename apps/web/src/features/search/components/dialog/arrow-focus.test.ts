import { describe, expect, it } from 'vitest';
import { nextFocusIndex } from './arrow-focus';

describe('nextFocusIndex', () => {
  it('goes from the text box to the first item and down to the last, then stays', () => {
    expect(nextFocusIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextFocusIndex(1, 3, 'ArrowDown')).toBe(2);
    expect(nextFocusIndex(2, 3, 'ArrowDown')).toBe(2);
  });

  it('goes up, and from the first item back to the text box', () => {
    expect(nextFocusIndex(2, 3, 'ArrowUp')).toBe(1);
    expect(nextFocusIndex(0, 3, 'ArrowUp')).toBe(-1);
    expect(nextFocusIndex(-1, 3, 'ArrowUp')).toBe(-1);
  });

  it('ignores other keys and an empty list', () => {
    expect(nextFocusIndex(0, 3, 'Enter')).toBeNull();
    expect(nextFocusIndex(-1, 0, 'ArrowDown')).toBeNull();
  });
});
