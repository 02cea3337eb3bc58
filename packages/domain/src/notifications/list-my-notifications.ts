import { listUserNotifications } from '@manara/db';
import { offsetOf, pageOf, type Page } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { toNotificationView, type NotificationView } from './notification-view';
import { mySiteNotificationsSchema } from './schemas';

/** `mySiteNotifications(paginate)`: the viewer's notifications, newest first. Reading does not mark them seen. */
export async function listMyNotifications(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<Page<NotificationView>> {
  const viewer = requireViewer(caller);
  const { paginate } = parseInput(mySiteNotificationsSchema, input);
  const { rows, totalCount } = await listUserNotifications(deps.db, {
    userId: viewer.userId,
    offset: offsetOf(paginate),
    limit: paginate.limit,
  });
  return pageOf(rows.map(toNotificationView), paginate, totalCount);
}
