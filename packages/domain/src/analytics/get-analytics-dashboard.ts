import {
  countNewLearners,
  listAnalyticsPrograms,
  listEmptySearches,
  listLecturerProgramIds,
  refreshAnalyticsDays,
  sumAnalyticsByDay,
  sumAnalyticsByProgram,
  sumSales,
} from '@manara/db';
import { requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { analyticsDay } from './analytics-day';
import { toAnalyticsDashboardView, type AnalyticsDashboardView } from './analytics-dashboard-view';
import { analyticsRangeSchema } from './schemas';

/** How many searches that found nothing the dashboard lists. */
const EMPTY_SEARCHES = 20;

/**
 * The studio's analytics for Cairo days `from`–`to` (decision 0059): every program for
 * administrators, a lecturer's own programs for them (the rest is never read). Money and learners
 * come from the orders themselves; event counts from the daily rollups, today's recounted first.
 */
export async function getAnalyticsDashboard(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<AnalyticsDashboardView> {
  const range = parseInput(analyticsRangeSchema, input);
  const actor = await requireStudioActor(deps, caller);
  const programIds = actor.kind === 'ADMIN' ? null : await listLecturerProgramIds(deps.db, actor.lecturerId);
  const today = analyticsDay(deps.now());
  if (range.from <= today && today <= range.to) await refreshAnalyticsDays(deps.db, { from: today, to: today });
  const scoped = { ...range, programIds };
  const admin = programIds === null;
  const [sales, newLearners, counts, emptySearches, daily] = await Promise.all([
    sumSales(deps.db, scoped),
    countNewLearners(deps.db, scoped),
    sumAnalyticsByProgram(deps.db, scoped),
    admin ? listEmptySearches(deps.db, { ...range, limit: EMPTY_SEARCHES }) : Promise.resolve([]),
    admin ? sumAnalyticsByDay(deps.db, range) : Promise.resolve(null),
  ]);
  const ids = new Set([...counts.map((c) => c.programId), ...sales.flatMap((s) => (s.programId ? [s.programId] : []))]);
  const titles = await listAnalyticsPrograms(deps.db, [...ids]);
  return toAnalyticsDashboardView({
    ...range,
    scope: admin ? 'ALL' : 'OWN',
    sales,
    newLearners,
    counts,
    daily,
    titles,
    emptySearches,
  });
}
