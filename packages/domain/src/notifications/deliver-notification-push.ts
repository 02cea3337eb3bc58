import { deleteDeviceTokenByValue, findNotificationById, findUserById, listUserDeviceTokens } from '@manara/db';
import type { DomainDeps } from '../deps';
import type { PushMessage } from '../ports/index';
import { pushTargetOf } from './push-target-of';

/**
 * The `push-notification` job: sends a notification to every device of its recipient, in the
 * recipient's preferred language. Targets the service calls gone are forgotten; other failures are
 * only logged, except temporary ones, which fail the job so the runner retries it with backoff
 * (the `topic` lets a push service replace a copy it still holds rather than show it twice).
 */
export async function deliverNotificationPush(deps: DomainDeps, payload: Record<string, unknown>): Promise<void> {
  const notification = await findNotificationById(deps.db, String(payload.notificationId));
  if (!notification) return;
  const [user, devices] = await Promise.all([
    findUserById(deps.db, notification.userId),
    listUserDeviceTokens(deps.db, notification.userId),
  ]);
  if (!user || devices.length === 0) return;
  const ar = user.favLang === 'AR';
  const message: PushMessage = {
    title: ar ? notification.arTitle : notification.enTitle,
    body: ar ? notification.arBody : notification.enBody,
    url: ar ? notification.url : notification.url === '/' ? '/en' : `/en${notification.url}`,
    topic: notification.id.replaceAll('-', ''),
  };
  const temporary: string[] = [];
  for (const device of devices) {
    const target = pushTargetOf(device);
    if (!target) continue;
    const outcome = await deps.push.send(target, message);
    if (outcome.status === 'gone') {
      await deleteDeviceTokenByValue(deps.db, device.token);
      deps.logger.info({ deviceId: device.id, kind: device.kind }, 'push target gone, removed');
    } else if (outcome.status === 'failed') {
      deps.logger.warn({ deviceId: device.id, kind: device.kind, err: outcome.error }, 'push failed');
      if (outcome.retry) temporary.push(outcome.error);
    }
  }
  if (temporary.length > 0) throw new Error(`temporary push failure: ${temporary.join('; ')}`);
}
