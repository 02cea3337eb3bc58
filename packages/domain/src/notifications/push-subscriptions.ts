import { deleteDeviceTokenByValue, upsertDeviceToken } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { deletePushSubscriptionSchema, savePushSubscriptionSchema } from './schemas';

/** `pushPublicKey`: the VAPID key browsers subscribe with, or null when Web Push is off. */
export function getPushPublicKey(deps: DomainDeps): string | null {
  return deps.push.vapidPublicKey;
}

/**
 * `savePushSubscription(input)`: stores this browser's Web Push subscription for the viewer and the
 * session (logout forgets it with the session). An endpoint seen before moves to this viewer; sending
 * it again refreshes it.
 */
export async function savePushSubscription(deps: DomainDeps, caller: Caller, input: unknown): Promise<boolean> {
  const viewer = requireViewer(caller);
  const { endpoint, p256dh, auth } = parseInput(savePushSubscriptionSchema, input);
  await upsertDeviceToken(deps.db, {
    userId: viewer.userId,
    sessionId: viewer.sessionId,
    kind: 'WEBPUSH',
    platform: 'DESKTOP',
    token: endpoint,
    keys: { p256dh, auth },
    now: deps.now(),
  });
  return true;
}

/** `deletePushSubscription(input)`: forgets one of the viewer's own subscriptions (others' are untouched). */
export async function deletePushSubscription(deps: DomainDeps, caller: Caller, input: unknown): Promise<boolean> {
  const viewer = requireViewer(caller);
  const { endpoint } = parseInput(deletePushSubscriptionSchema, input);
  return (await deleteDeviceTokenByValue(deps.db, endpoint, viewer.userId)) > 0;
}
