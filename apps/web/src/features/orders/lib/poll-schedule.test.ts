import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollDelay, POLL_TIMEOUT_MS, startPolling } from './poll-schedule';

describe('pollDelay', () => {
  it('asks every second for the first ten seconds, then every two, and stops at the timeout', () => {
    expect(pollDelay(0)).toBe(1_000);
    expect(pollDelay(9_999)).toBe(1_000);
    expect(pollDelay(10_000)).toBe(2_000);
    expect(pollDelay(POLL_TIMEOUT_MS - 1)).toBe(2_000);
    expect(pollDelay(POLL_TIMEOUT_MS)).toBeNull();
  });
});

describe('startPolling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('looks at once and stops as soon as the order is settled', async () => {
    const answers = [false, false, true];
    const check = vi.fn(async () => answers.shift() ?? true);
    const onTimeout = vi.fn();
    startPolling({ check, onTimeout });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(check).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('gives up after about a minute and says so once', async () => {
    const check = vi.fn(async () => false);
    const onTimeout = vi.fn();
    startPolling({ check, onTimeout });
    await vi.advanceTimersByTimeAsync(POLL_TIMEOUT_MS + 5_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    // 1 + 10 one-second looks + 25 two-second looks
    expect(check).toHaveBeenCalledTimes(36);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(36);
  });

  it('keeps asking after a failed look, and stop() ends it', async () => {
    const check = vi.fn(async () => {
      throw new Error('offline');
    });
    const stop = startPolling({ check, onTimeout: vi.fn() });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(check).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(3);
  });
});
