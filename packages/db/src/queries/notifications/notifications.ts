import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { notifications } from '../../schema/index';

export type NotificationRow = typeof notifications.$inferSelect;

export type NewNotification = Omit<typeof notifications.$inferInsert, 'seenAt'>;

export async function insertNotification(db: DbOrTx, values: NewNotification): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

export async function findNotificationById(db: DbOrTx, id: string): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row ?? null;
}

/** A user's notifications, newest first. */
export async function listUserNotifications(
  db: DbOrTx,
  params: { userId: string; offset: number; limit: number },
): Promise<{ rows: NotificationRow[]; totalCount: number }> {
  const mine = eq(notifications.userId, params.userId);
  const rows = await db
    .select()
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .offset(params.offset)
    .limit(params.limit);
  const [total] = await db.select({ n: count() }).from(notifications).where(mine);
  return { rows, totalCount: total?.n ?? 0 };
}

/** Unseen notifications per user (users without any are absent from the map). */
export async function countUnseenNotifications(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), isNull(notifications.seenAt)))
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/** Marks the user's given notifications (or all of them when `ids` is null) seen; answers how many changed. */
export async function markUserNotificationsSeen(
  db: DbOrTx,
  params: { userId: string; ids: string[] | null; now: Date },
): Promise<number> {
  if (params.ids !== null && params.ids.length === 0) return 0;
  const which = params.ids === null ? undefined : inArray(notifications.id, params.ids);
  const changed = await db
    .update(notifications)
    .set({ seenAt: params.now })
    .where(and(eq(notifications.userId, params.userId), isNull(notifications.seenAt), which))
    .returning({ id: notifications.id });
  return changed.length;
}
