import { describe, expect, it } from 'vitest';
import { nextLiveSession } from './next-live-session';

const now = new Date('2026-11-20T12:00:00Z');

describe('nextLiveSession', () => {
  it('picks the earliest upcoming session whatever the order', () => {
    expect(nextLiveSession(['2026-11-27T17:00:00Z', '2026-11-25T17:00:00Z', null], now)).toBe('2026-11-25T17:00:00Z');
  });

  it('skips sessions that are over, keeping one that has just begun', () => {
    expect(nextLiveSession(['2026-11-19T17:00:00Z', '2026-11-20T11:30:00Z'], now)).toBe('2026-11-20T11:30:00Z');
    expect(nextLiveSession(['2026-11-19T17:00:00Z'], now)).toBeNull();
  });

  it('ignores missing and malformed dates', () => {
    expect(nextLiveSession([null, undefined, 'soon'], now)).toBeNull();
  });
});
