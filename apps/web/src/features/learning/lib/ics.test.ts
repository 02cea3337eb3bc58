import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine } from './ics';

describe('ics', () => {
  const event = {
    uid: 'lesson-1@manara',
    title: 'Session 1: knee, ankle; and more',
    description: 'Kinesio taping\nBring tape',
    url: 'https://example.test/program/details/p/lesson/l',
    start: '2026-11-25T17:00:00.000Z',
    end: '2026-11-25T19:00:00.000Z',
    now: new Date('2026-11-20T10:00:00Z'),
  };

  it('writes one event in UTC with CRLF lines', () => {
    const text = buildIcs(event);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('\r\nDTSTART:20261125T170000Z\r\n');
    expect(text).toContain('\r\nDTEND:20261125T190000Z\r\n');
    expect(text).toContain('\r\nDTSTAMP:20261120T100000Z\r\n');
    expect(text).toContain('\r\nSUMMARY:Session 1: knee\\, ankle\\; and more\r\n');
    expect(text).toContain('\r\nDESCRIPTION:Kinesio taping\\nBring tape\r\n');
    expect(text.split('\r\n').filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('escapes backslashes first', () => {
    expect(escapeIcsText('a\\b,c')).toBe('a\\\\b\\,c');
  });

  it('folds long lines at 75 octets without splitting Arabic letters', () => {
    const line = `SUMMARY:${'الجلسة الأولى: الركبة والكاحل '.repeat(4)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    const encoder = new TextEncoder();
    for (const part of parts) expect(encoder.encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('leaves short lines alone', () => {
    expect(foldIcsLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});
