import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { rateLimits } from '../../schema/index';

/** Counts one hit in a fixed window with a single upsert; a window past its end restarts at 1. */
export async function hitRateLimit(db: DbOrTx, key: string, windowSeconds: number, now: Date) {
  const resetAt = new Date(now.getTime() + windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return { count: row!.count, resetAt: new Date(row!.resetAt) };
}
