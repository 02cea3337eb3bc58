import { describe, expect, it } from 'vitest';
import { liveSessionStateOf } from './live-session-state';

const session = {
  liveSessionStartAt: new Date('2026-11-20T18:00:00Z'),
  liveSessionEndAt: new Date('2026-11-20T19:00:00Z'),
};
const at = (iso: string) => liveSessionStateOf(session, new Date(iso));

describe('liveSessionStateOf', () => {
  it('opens 15 minutes before the start and closes at the end', () => {
    expect(at('2026-11-20T17:44:59Z')).toBe('UPCOMING');
    expect(at('2026-11-20T17:45:00Z')).toBe('OPEN');
    expect(at('2026-11-20T18:59:59Z')).toBe('OPEN');
    expect(at('2026-11-20T19:00:00Z')).toBe('ENDED');
  });

  it('is NOT_LIVE without both times', () => {
    expect(liveSessionStateOf({ liveSessionStartAt: null, liveSessionEndAt: null }, new Date())).toBe('NOT_LIVE');
  });
});
