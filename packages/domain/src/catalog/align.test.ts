import { describe, expect, it } from 'vitest';
import { alignBy, groupBy } from './align';

describe('alignBy / groupBy', () => {
  it('answers one entry per key, in key order, with a fallback', () => {
    const rows = [
      { id: 'b', n: 2 },
      { id: 'a', n: 1 },
    ];
    expect(
      alignBy(
        ['a', 'x', 'b'],
        rows,
        (r) => r.id,
        () => null,
        (r) => r.n,
      ),
    ).toEqual([1, null, 2]);
  });
  it('groups rows under keys, keeping row order and empty groups', () => {
    const rows = [
      { k: 'a', v: 1 },
      { k: 'b', v: 2 },
      { k: 'a', v: 3 },
      { k: 'z', v: 4 },
    ];
    expect(
      groupBy(
        ['a', 'c', 'b'],
        rows,
        (r) => r.k,
        (r) => r.v,
      ),
    ).toEqual([[1, 3], [], [2]]);
  });
});
