import type {
  AnalyticsProgramRow,
  DayKindCountRow,
  EmptySearchRow,
  NewLearnersRow,
  ProgramKindCountRow,
  SalesRow,
} from '@manara/db';
import { daysBetween } from './analytics-day';

export interface AnalyticsDayView {
  day: string;
  /** Paid items net of VAT, less refunds net of VAT, in piastres. */
  netPiastres: number;
  refundedPiastres: number;
  orders: number;
  newLearners: number;
  /** Every page viewed that day, site-wide: administrators only (null for a lecturer). */
  pageViews: number | null;
}

export interface AnalyticsProgramView {
  programId: string;
  arTitle: string;
  enTitle: string;
  netPiastres: number;
  sold: number;
  visits: number;
  lessonsStarted: number;
  lessonsCompleted: number;
  /** Learners who completed a lesson ÷ learners who opened one (per day), 0–1; null with none. */
  completionRate: number | null;
  quizzesPassed: number;
  quizzesFailed: number;
  passRate: number | null;
  /** Distinct learners who joined a live session, summed per day. */
  liveAttendees: number;
}

export interface AnalyticsDashboardView {
  from: string;
  to: string;
  /** ALL for administrators, OWN for a lecturer (their programs only). */
  scope: 'ALL' | 'OWN';
  days: AnalyticsDayView[];
  months: Array<Omit<AnalyticsDayView, 'day' | 'pageViews'> & { month: string }>;
  funnel: { visits: number; carts: number; checkouts: number; paid: number };
  programs: AnalyticsProgramView[];
  /** Administrators only (searches belong to no program). */
  emptySearches: EmptySearchRow[];
}

export interface DashboardRows {
  from: string;
  to: string;
  scope: 'ALL' | 'OWN';
  sales: SalesRow[];
  newLearners: NewLearnersRow[];
  counts: ProgramKindCountRow[];
  /** Site-wide events per day; null for a lecturer. */
  daily: DayKindCountRow[] | null;
  titles: AnalyticsProgramRow[];
  emptySearches: EmptySearchRow[];
}

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Puts the dashboard together: every day of the range (zeros included), its months, the funnel and each program. */
export function toAnalyticsDashboardView(rows: DashboardRows): AnalyticsDashboardView {
  const byDay = new Map(rows.sales.filter((r) => r.day !== null).map((r) => [r.day!, r]));
  const learners = new Map(rows.newLearners.map((r) => [r.day, r.learners]));
  const pageViews = new Map((rows.daily ?? []).filter((r) => r.kind === 'PAGE_VIEW').map((r) => [r.day, r.events]));
  const days = daysBetween(rows.from, rows.to).map((day) => ({
    day,
    netPiastres: byDay.get(day)?.netPiastres ?? 0,
    refundedPiastres: byDay.get(day)?.refundedPiastres ?? 0,
    orders: byDay.get(day)?.orders ?? 0,
    newLearners: learners.get(day) ?? 0,
    pageViews: rows.daily ? (pageViews.get(day) ?? 0) : null,
  }));
  const months = new Map<string, AnalyticsDashboardView['months'][number]>();
  for (const { pageViews: _views, ...d } of days) {
    const month = d.day.slice(0, 7);
    const m = months.get(month) ?? { month, netPiastres: 0, refundedPiastres: 0, orders: 0, newLearners: 0 };
    months.set(month, {
      month,
      netPiastres: m.netPiastres + d.netPiastres,
      refundedPiastres: m.refundedPiastres + d.refundedPiastres,
      orders: m.orders + d.orders,
      newLearners: m.newLearners + d.newLearners,
    });
  }
  const count = (programId: string, kind: string, field: 'events' | 'users' = 'events') =>
    rows.counts.find((c) => c.programId === programId && c.kind === kind)?.[field] ?? 0;
  const total = (kind: string) => rows.counts.filter((c) => c.kind === kind).reduce((sum, c) => sum + c.events, 0);
  const sales = new Map(rows.sales.filter((r) => r.programId !== null).map((r) => [r.programId!, r]));
  const programs = rows.titles
    .map((p) => {
      const started = count(p.id, 'LESSON_STARTED', 'users');
      const completed = count(p.id, 'LESSON_COMPLETED', 'users');
      const passed = count(p.id, 'QUIZ_PASSED');
      const failed = count(p.id, 'QUIZ_FAILED');
      return {
        programId: p.id,
        arTitle: p.arTitle,
        enTitle: p.enTitle,
        netPiastres: sales.get(p.id)?.netPiastres ?? 0,
        sold: sales.get(p.id)?.items ?? 0,
        visits: count(p.id, 'PAGE_VIEW'),
        lessonsStarted: started,
        lessonsCompleted: completed,
        completionRate: rate(completed, started),
        quizzesPassed: passed,
        quizzesFailed: failed,
        passRate: rate(passed, passed + failed),
        liveAttendees: count(p.id, 'LIVE_JOINED', 'users'),
      };
    })
    .sort((a, b) => b.netPiastres - a.netPiastres || b.sold - a.sold || b.visits - a.visits);
  return {
    from: rows.from,
    to: rows.to,
    scope: rows.scope,
    days,
    months: [...months.values()],
    funnel: {
      visits: total('PAGE_VIEW'),
      carts: total('ADD_TO_CART'),
      checkouts: total('CHECKOUT_STARTED'),
      paid: total('PAID'),
    },
    programs,
    emptySearches: rows.emptySearches,
  };
}
