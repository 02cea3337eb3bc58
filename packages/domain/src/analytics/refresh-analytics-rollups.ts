import { deleteAnalyticsEventsBefore, firstUnrolledDay, insertJob, refreshAnalyticsDays } from '@manara/db';
import type { DomainDeps } from '../deps';
import { analyticsDay } from './analytics-day';

export const ANALYTICS_ROLLUP_JOB = 'analytics-rollup';
/** Raw events are kept this long; the daily rollups stay (decision 0059). */
export const ANALYTICS_RETENTION_DAYS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Queues this hour's refresh, once across every API copy (its dedupe key names the UTC hour). */
export async function scheduleAnalyticsRollup(deps: DomainDeps): Promise<void> {
  const now = deps.now();
  await insertJob(deps.db, {
    kind: ANALYTICS_ROLLUP_JOB,
    payload: {},
    runAt: now,
    dedupeKey: `${ANALYTICS_ROLLUP_JOB}:${now.toISOString().slice(0, 13)}`,
  });
}

/**
 * The job: recounts yesterday's and today's rollups (late browser batches land in yesterday just
 * after midnight; the very first run counts the whole history) and lets raw events older than the
 * retention go.
 */
export async function refreshAnalyticsRollups(deps: DomainDeps): Promise<void> {
  const now = deps.now();
  const yesterday = analyticsDay(new Date(now.getTime() - DAY_MS));
  const first = await firstUnrolledDay(deps.db);
  await refreshAnalyticsDays(deps.db, { from: first && first < yesterday ? first : yesterday, to: analyticsDay(now) });
  await deleteAnalyticsEventsBefore(deps.db, new Date(now.getTime() - ANALYTICS_RETENTION_DAYS * DAY_MS));
}
