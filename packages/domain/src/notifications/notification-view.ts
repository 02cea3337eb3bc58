import type { NotificationRow } from '@manara/db';

/** docs/product/community.md Notification. */
export interface NotificationView {
  id: string;
  targetId: string | null;
  targetModel: string | null;
  arTitle: string;
  enTitle: string;
  arBody: string;
  enBody: string;
  url: string;
  seen: boolean;
  createdAt: Date;
}

export function toNotificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    targetId: row.targetId,
    targetModel: row.targetModel,
    arTitle: row.arTitle,
    enTitle: row.enTitle,
    arBody: row.arBody,
    enBody: row.enBody,
    url: row.url,
    seen: row.seenAt !== null,
    createdAt: row.createdAt,
  };
}
