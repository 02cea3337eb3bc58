import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { appSecrets } from '../../schema/index';

/**
 * The stored secret called `name`, storing `candidate` first when there is none. Two copies
 * starting at once both end up with whichever insert won.
 */
export async function ensureAppSecret(db: DbOrTx, name: string, candidate: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  return row!.value;
}
