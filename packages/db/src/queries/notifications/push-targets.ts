import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { deviceTokens } from '../../schema/index';

/** Forgets a push token or Web Push endpoint (the push service said it is gone, or the user unsubscribed). */
export async function deleteDeviceTokenByValue(db: DbOrTx, token: string, userId?: string): Promise<number> {
  const gone = await db
    .delete(deviceTokens)
    .where(and(eq(deviceTokens.token, token), userId ? eq(deviceTokens.userId, userId) : undefined))
    .returning({ id: deviceTokens.id });
  return gone.length;
}
