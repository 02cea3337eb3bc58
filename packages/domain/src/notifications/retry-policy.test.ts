import { describe, expect, it } from 'vitest';
import { nextRetryAt } from './retry-policy';

const now = new Date('2026-11-20T10:00:00Z');
const policy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 5000 };
const delayAfter = (attempts: number) => {
  const at = nextRetryAt(attempts, now, policy);
  return at && at.getTime() - now.getTime();
};

describe('nextRetryAt', () => {
  it('doubles the delay after each failed attempt', () => {
    expect([1, 2, 3].map(delayAfter)).toEqual([1000, 2000, 4000]);
  });

  it('caps the delay', () => {
    expect(delayAfter(4)).toBe(5000);
  });

  it('gives up once every attempt is used', () => {
    expect(nextRetryAt(5, now, policy)).toBeNull();
    expect(nextRetryAt(9, now, policy)).toBeNull();
  });
});
