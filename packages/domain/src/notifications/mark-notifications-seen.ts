import { countUnseenNotifications, markUserNotificationsSeen } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { markNotificationsSeenSchema } from './schemas';

export interface SeenResult {
  /** How many turned seen now. */
  marked: number;
  /** The viewer's unseen notifications left (the header badge). */
  unseenCount: number;
}

/**
 * `markNotificationsSeen(input)`: the given notifications of the viewer (others' ids are ignored), or
 * all of them when no ids are given. Decision 0014: the web marks the cards the panel showed.
 */
export async function markNotificationsSeen(deps: DomainDeps, caller: Caller, input: unknown): Promise<SeenResult> {
  const viewer = requireViewer(caller);
  const { ids } = parseInput(markNotificationsSeenSchema, input ?? {});
  const marked = await markUserNotificationsSeen(deps.db, { userId: viewer.userId, ids: ids ?? null, now: deps.now() });
  const counts = await countUnseenNotifications(deps.db, [viewer.userId]);
  return { marked, unseenCount: counts.get(viewer.userId) ?? 0 };
}
