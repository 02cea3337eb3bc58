/** What a notification card shows (docs/product/community.md Notification). */
export interface NotificationItem {
  id: string;
  url: string;
  arTitle: string;
  enTitle: string;
  arBody: string;
  enBody: string;
  seen: boolean;
  createdAt: string;
}
