import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { analyticsEvents, analyticsOptOuts } from '../../schema/index';

export type NewAnalyticsEvent = Pick<
  typeof analyticsEvents.$inferInsert,
  'kind' | 'userId' | 'programId' | 'path' | 'query' | 'resultCount'
>;

/**
 * Records events in one statement (decision 0059). An account that opted out is not named: its
 * server-side facts are kept without it, so revenue and the funnel stay whole.
 */
export async function insertAnalyticsEvents(db: DbOrTx, events: NewAnalyticsEvent[]): Promise<void> {
  if (events.length === 0) return;
  const userIds = [...new Set(events.flatMap((e) => (e.userId ? [e.userId] : [])))];
  const optedOut = new Set(
    userIds.length === 0
      ? []
      : (
          await db
            .select({ userId: analyticsOptOuts.userId })
            .from(analyticsOptOuts)
            .where(sql`${analyticsOptOuts.userId} in ${userIds}`)
        ).map((r) => r.userId),
  );
  await db
    .insert(analyticsEvents)
    .values(events.map((e) => ({ ...e, userId: e.userId && !optedOut.has(e.userId) ? e.userId : null })));
}

/** Retention (decision 0059): raw events older than `before` go; the daily rollups stay. */
export async function deleteAnalyticsEventsBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(analyticsEvents).where(lt(analyticsEvents.occurredAt, before));
}
