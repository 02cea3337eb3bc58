import { eq, and } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { deviceTokens } from '../../schema/index';

export interface DeviceTokenInput {
  userId: string;
  sessionId: string | null;
  kind: 'FCM' | 'WEBPUSH';
  platform: 'ANDROID' | 'DESKTOP' | 'IOS';
  token: string;
  keys?: { p256dh: string; auth: string } | null;
  now: Date;
}

/** Stores a push token; a token seen before is re-pointed to this user and session. */
export async function upsertDeviceToken(db: DbOrTx, input: DeviceTokenInput): Promise<void> {
  const values = {
    userId: input.userId,
    sessionId: input.sessionId,
    kind: input.kind,
    platform: input.platform,
    keys: input.keys ?? null,
    refreshedAt: input.now,
  };
  await db
    .insert(deviceTokens)
    .values({ ...values, token: input.token })
    .onConflictDoUpdate({ target: deviceTokens.token, set: values });
}

export async function listUserDeviceTokens(db: DbOrTx, userId: string) {
  return db.select().from(deviceTokens).where(eq(deviceTokens.userId, userId));
}

/** Forgets a push token or Web Push endpoint (the push service said it is gone, or the user unsubscribed). */
export async function deleteDeviceTokenByValue(db: DbOrTx, token: string, userId?: string): Promise<number> {
  const gone = await db
    .delete(deviceTokens)
    .where(and(eq(deviceTokens.token, token), userId ? eq(deviceTokens.userId, userId) : undefined))
    .returning({ id: deviceTokens.id });
  return gone.length;
}
