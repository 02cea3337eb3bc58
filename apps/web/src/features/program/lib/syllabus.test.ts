import { describe, expect, it } from 'vitest';
import { lessonMinutes, liveSessionsOf } from './syllabus';

describe('lessonMinutes', () => {
  it('rounds any started minute up', () => {
    expect(lessonMinutes(540)).toBe(9);
    expect(lessonMinutes(541)).toBe(10);
    expect(lessonMinutes(1)).toBe(1);
  });
  it('gives 0 for missing or nonsense durations', () => {
    expect(lessonMinutes(0)).toBe(0);
    expect(lessonMinutes(-5)).toBe(0);
    expect(lessonMinutes(Number.NaN)).toBe(0);
  });
});

describe('liveSessionsOf', () => {
  const lesson = (id: string, type: string, start: string | null, end: string | null = null) => ({
    id,
    title: `t-${id}`,
    type,
    liveSessionStartAt: start,
    liveSessionEndAt: end,
  });
  it('keeps dated live sessions across sections, earliest first', () => {
    const sessions = liveSessionsOf([
      {
        lessons: [
          lesson('a', 'VIDEO', null),
          lesson('b', 'LIVE_SESSION', '2026-12-03T17:00:00Z', '2026-12-03T19:00:00Z'),
        ],
      },
      { lessons: [lesson('c', 'LIVE_SESSION', '2026-12-01T17:00:00Z'), lesson('d', 'LIVE_SESSION', null)] },
    ]);
    expect(sessions.map((s) => s.id)).toEqual(['c', 'b']);
    expect(sessions[1]).toEqual({
      id: 'b',
      title: 't-b',
      startAt: '2026-12-03T17:00:00Z',
      endAt: '2026-12-03T19:00:00Z',
    });
  });
});
