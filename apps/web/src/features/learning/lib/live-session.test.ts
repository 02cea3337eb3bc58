import { describe, expect, it } from 'vitest';
import { countdownTo, livePhase, shouldRecheckLive } from './live-session';

const now = new Date('2026-11-20T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('countdownTo', () => {
  it('rounds the minutes up', () => {
    expect(countdownTo(at('2026-11-20T10:00:01Z'), now)).toEqual({ hours: 0, minutes: 1 });
    expect(countdownTo(at('2026-11-20T11:30:20Z'), now)).toEqual({ hours: 1, minutes: 31 });
  });

  it('keeps whole hours whole and carries 60 minutes into an hour', () => {
    expect(countdownTo(at('2026-11-20T12:00:00Z'), now)).toEqual({ hours: 2, minutes: 0 });
    expect(countdownTo(at('2026-11-20T11:59:30Z'), now)).toEqual({ hours: 2, minutes: 0 });
  });

  it('counts days as hours and stops at zero', () => {
    expect(countdownTo(at('2026-11-22T10:05:00Z'), now)).toEqual({ hours: 48, minutes: 5 });
    expect(countdownTo(at('2026-11-20T09:00:00Z'), now)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('livePhase', () => {
  it('follows the API state', () => {
    expect(livePhase('UPCOMING', '2026-11-20T12:00:00Z', now)).toBe('upcoming');
    expect(livePhase('OPEN', '2026-11-20T12:00:00Z', now)).toBe('open');
    expect(livePhase('ENDED', '2026-11-20T09:00:00Z', now)).toBe('ended');
  });

  it('ends a page left open past the end', () => {
    expect(livePhase('OPEN', '2026-11-20T09:59:59Z', now)).toBe('ended');
  });
});

describe('shouldRecheckLive', () => {
  it('rechecks only an upcoming session that starts within half an hour', () => {
    expect(shouldRecheckLive('upcoming', '2026-11-20T10:20:00Z', now)).toBe(true);
    expect(shouldRecheckLive('upcoming', '2026-11-20T11:00:00Z', now)).toBe(false);
    expect(shouldRecheckLive('open', '2026-11-20T10:20:00Z', now)).toBe(false);
    expect(shouldRecheckLive('upcoming', null, now)).toBe(false);
  });
});
