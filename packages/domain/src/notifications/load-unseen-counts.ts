import { countUnseenNotifications } from '@manara/db';
import type { DomainDeps } from '../deps';

/** `notificationsCount` for several users in one query (the API batches it per request). */
export async function loadUnseenNotificationCounts(deps: DomainDeps, userIds: readonly string[]): Promise<number[]> {
  const counts = await countUnseenNotifications(deps.db, userIds);
  return userIds.map((id) => counts.get(id) ?? 0);
}
