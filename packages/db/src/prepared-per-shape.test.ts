import { describe, expect, it, vi } from 'vitest';
import type { DbOrTx } from './client';
import { preparedPerShape } from './prepared-per-shape';

const handle = () => ({}) as DbOrTx;

describe('preparedPerShape', () => {
  it('builds once per handle and shape', () => {
    const db = handle();
    const build = vi.fn(() => ({ made: build.mock.calls.length }));
    const first = preparedPerShape(db, 'page|COURSE|level', build);
    expect(preparedPerShape(db, 'page|COURSE|level', build)).toBe(first);
    expect(preparedPerShape(db, 'page|COURSE|', build)).not.toBe(first);
    expect(preparedPerShape(handle(), 'page|COURSE|level', build)).not.toBe(first);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('keeps a bounded number of shapes, the least recently used leaving first', () => {
    const db = handle();
    const build = vi.fn(() => ({}));
    const kept = preparedPerShape(db, 'shape-0', build);
    for (let i = 1; i <= 600; i += 1) {
      preparedPerShape(db, `shape-${i}`, build);
      if (i % 100 === 0) preparedPerShape(db, 'shape-0', build);
    }
    expect(preparedPerShape(db, 'shape-0', build)).toBe(kept);
    const calls = build.mock.calls.length;
    preparedPerShape(db, 'shape-1', build);
    expect(build).toHaveBeenCalledTimes(calls + 1);
  });
});
