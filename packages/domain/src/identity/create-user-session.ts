import { insertSession, mergeGuestCart, updateUser, upsertDeviceToken, type UserRow } from '@manara/db';
import type { DomainDeps } from '../deps';
import type { LoginInput } from './schemas';
import { guestCartTokenHash } from './guest-cart-token';
import { createSessionToken, hashSessionToken, SESSION_TTL_DAYS } from './session-token';
import type { RequestCaller } from './types';

export interface NewUserSession {
  token: string;
  expiresAt: Date;
  sessionId: string;
  user: UserRow;
}

/**
 * Opens a session for a user: an opaque token stored hashed, 30 days; the device's push token
 * (if any) is stored and re-pointed to this user and session; last activity is now; the cart they
 * filled as a visitor joins theirs (docs/product/commerce.md).
 */
export async function createUserSession(
  deps: DomainDeps,
  caller: RequestCaller,
  userId: string,
  details: LoginInput['loginDetails'],
): Promise<NewUserSession> {
  const now = deps.now();
  const token = createSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_DAYS * 24 * 60 * 60_000);
  const device = details?.device ?? 'DESKTOP';
  return deps.db.transaction(async (tx) => {
    const { id: sessionId } = await insertSession(tx, {
      userId,
      tokenHash: hashSessionToken(token),
      deviceName: details?.deviceName || caller.userAgent || null,
      device,
      expiresAt,
    });
    if (details?.fcmToken) {
      await upsertDeviceToken(tx, { userId, sessionId, kind: 'FCM', platform: device, token: details.fcmToken, now });
    }
    const guestTokenHash = guestCartTokenHash(caller.guestCart);
    if (guestTokenHash) await mergeGuestCart(tx, { guestTokenHash, userId });
    const user = await updateUser(tx, userId, { lastActiveAt: now });
    return { token, expiresAt, sessionId, user: user! };
  });
}
