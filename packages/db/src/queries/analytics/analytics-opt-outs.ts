import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { analyticsOptOuts } from '../../schema/index';

/** Whether a learner asked not to be counted (account settings). */
export async function isAnalyticsOptedOut(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select().from(analyticsOptOuts).where(eq(analyticsOptOuts.userId, userId));
  return row !== undefined;
}

/** Records or withdraws a learner's opt-out. */
export async function setAnalyticsOptOut(db: DbOrTx, userId: string, optedOut: boolean): Promise<void> {
  if (optedOut) await db.insert(analyticsOptOuts).values({ userId }).onConflictDoNothing();
  else await db.delete(analyticsOptOuts).where(eq(analyticsOptOuts.userId, userId));
}
