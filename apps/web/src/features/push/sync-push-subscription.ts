import { request } from '@/shared/graphql/request';
import { pushPublicKeyQuery, savePushSubscriptionMutation } from './push-documents';
import { applicationServerKey, sameKey, subscriptionInput } from './push-keys';
import { needsSending, readPushRecord, writePushRecord } from './push-record';
import { activePushWorker } from './push-worker';

/**
 * With permission granted: makes sure this browser is subscribed with the server's current VAPID
 * key and that the server has the subscription (sent for a new user or endpoint, and weekly).
 * Never asks for permission itself. Throws on failure; callers only log (docs/product/api.md).
 */
export async function syncPushSubscription(userId: string): Promise<void> {
  const { pushPublicKey } = await request(pushPublicKeyQuery);
  if (!pushPublicKey.success || !pushPublicKey.data) return;
  const key = applicationServerKey(pushPublicKey.data);
  const registration = await activePushWorker();
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const input = subscriptionInput(subscription.toJSON());
  if (!input || !needsSending(readPushRecord(), userId, input.endpoint, Date.now())) return;
  const { savePushSubscription } = await request(savePushSubscriptionMutation, { input });
  if (!savePushSubscription.success) throw new Error(savePushSubscription.message);
  writePushRecord({ userId, endpoint: input.endpoint, sentAt: Date.now() });
}
