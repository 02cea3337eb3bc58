import { describe, expect, it } from 'vitest';
import type { OperationFigures, ScaleFigures } from './catalogue.bench';
import { checkGoals } from './growth-goals';
import type { OperationGroup } from './operations';

const row = (
  operation: string,
  group: OperationGroup,
  connections: number,
  rps: number,
  p50: number,
  p99 = p50 * 2,
): OperationFigures => ({
  operation,
  group,
  connections,
  statements: { first: 4, repeat: 4 },
  result: { requests: rps * 10, seconds: 10, rps, p50, p90: p99, p95: p99, p99, max: p99, errors: 0 },
});

const scale = (value: number, rows: OperationFigures[]): ScaleFigures => ({
  scale: value,
  counts: { programs: 0, users: 0, lecturers: 0, blogs: 0, reviews: 0, comments: 0, enrolments: 0 },
  rows,
});

const run = (value: number, courses: { rps: number; p50: number; p99At50: number }, searchRps: number) =>
  scale(value, [
    row('me', 'yardstick', 10, 900, 10),
    row('courses', 'catalogue', 10, courses.rps, courses.p50),
    row('courses', 'catalogue', 50, courses.rps, courses.p50, courses.p99At50),
    row('allSearch', 'search', 10, searchRps, 30),
    row('allSearch', 'search', 50, searchRps, 30, 200),
    row('getCart', 'other', 10, 1, 1000),
  ]);

describe('the catalogue goals', () => {
  it('are met when reads keep half of me, searches a third, growth ≤ 1.5× and the tail ≤ 250 ms', () => {
    const checks = checkGoals([
      run(10, { rps: 460, p50: 14, p99At50: 240 }, 300),
      run(0.1, { rps: 460, p50: 10, p99At50: 100 }, 300),
      run(1, { rps: 450, p50: 12, p99At50: 240 }, 300),
    ]);
    expect(checks.filter((c) => !c.met)).toEqual([]);
    // Shares at three scales for two operations, growth for two, the tail at 1× for two; getCart judged nowhere.
    expect(checks).toHaveLength(3 * 2 + 2 + 2);
    expect(checks.some((c) => c.operation === 'getCart')).toBe(false);
  });

  it('names each goal missed: a slow listing, a slow search, growth over 1.5× and a long tail', () => {
    const checks = checkGoals([
      run(0.1, { rps: 460, p50: 10, p99At50: 100 }, 300),
      run(1, { rps: 90, p50: 105, p99At50: 400 }, 299),
    ]);
    const missed = checks.filter((c) => !c.met).map((c) => `${c.goal} | ${c.operation} | ${c.figure}`);
    expect(missed).toEqual([
      "1×: ≥ 1/2 of me's req/s | courses | 0.10 (90 / 900)",
      "1×: ≥ 1/3 of me's req/s | allSearch | 0.33 (299 / 900)",
      'p50 0.1× → 1×: ≤ 1.5× | courses | 10.50×',
      '1×, 50 connections: p99 ≤ 250 ms | courses | 400 ms',
    ]);
  });

  it('counts an operation that did not answer as missed', () => {
    const broken = run(1, { rps: 460, p50: 10, p99At50: 100 }, 300);
    broken.rows[1] = { ...broken.rows[1]!, failure: 'SERVICE_UNAVAILABLE' };
    const check = checkGoals([broken]).find((c) => c.operation === 'courses' && c.goal.startsWith('1×:'));
    expect(check).toMatchObject({ figure: 'SERVICE_UNAVAILABLE', met: false });
  });
});
