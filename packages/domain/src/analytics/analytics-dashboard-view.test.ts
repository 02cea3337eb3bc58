import { describe, expect, it } from 'vitest';
import { daysBetween } from './analytics-day';
import { toAnalyticsDashboardView } from './analytics-dashboard-view';

const base = { scope: 'ALL' as const, newLearners: [], emptySearches: [] };
const daily = [
  { day: '2026-02-01', kind: 'PAGE_VIEW', events: 7 },
  { day: '2026-02-01', kind: 'SEARCH', events: 2 },
];

describe('toAnalyticsDashboardView', () => {
  it('fills every day of the range, sums months and orders programs by revenue', () => {
    const view = toAnalyticsDashboardView({
      ...base,
      from: '2026-01-31',
      to: '2026-02-02',
      sales: [
        { day: '2026-01-31', programId: null, orders: 2, items: 3, netPiastres: 5000, refundedPiastres: 100 },
        { day: '2026-02-02', programId: null, orders: 1, items: 1, netPiastres: 1000, refundedPiastres: 0 },
        { day: null, programId: 'b', orders: 2, items: 2, netPiastres: 4000, refundedPiastres: 0 },
      ],
      newLearners: [{ day: '2026-02-01', learners: 4 }],
      daily,
      counts: [
        { programId: 'a', kind: 'LESSON_STARTED', events: 9, users: 4 },
        { programId: 'a', kind: 'LESSON_COMPLETED', events: 3, users: 1 },
        { programId: 'a', kind: 'QUIZ_PASSED', events: 3, users: 3 },
        { programId: 'a', kind: 'QUIZ_FAILED', events: 1, users: 1 },
        { programId: 'b', kind: 'PAGE_VIEW', events: 10, users: 2 },
        { programId: 'a', kind: 'PAGE_VIEW', events: 5, users: 2 },
      ],
      titles: [
        { id: 'a', arTitle: 'أ', enTitle: 'A' },
        { id: 'b', arTitle: 'ب', enTitle: 'B' },
      ],
    });
    expect(view.days.map((d) => [d.day, d.netPiastres, d.newLearners, d.pageViews])).toEqual([
      ['2026-01-31', 5000, 0, 0],
      ['2026-02-01', 0, 4, 7],
      ['2026-02-02', 1000, 0, 0],
    ]);
    expect(view.months).toEqual([
      { month: '2026-01', netPiastres: 5000, refundedPiastres: 100, orders: 2, newLearners: 0 },
      { month: '2026-02', netPiastres: 1000, refundedPiastres: 0, orders: 1, newLearners: 4 },
    ]);
    expect(view.funnel).toEqual({ visits: 15, carts: 0, checkouts: 0, paid: 0 });
    expect(view.programs.map((p) => p.programId)).toEqual(['b', 'a']);
    expect(view.programs[1]).toMatchObject({ completionRate: 0.25, passRate: 0.75, liveAttendees: 0 });
    expect(view.programs[0]).toMatchObject({ completionRate: null, passRate: null });
  });
});

describe('daysBetween', () => {
  it('crosses months and leap days', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});
