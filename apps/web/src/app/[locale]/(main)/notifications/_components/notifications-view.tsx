'use client';
import { useSearchParams } from 'next/navigation';
import { QueryPagination } from '@/shared/ui/pagination/query-pagination';
import { pageParam } from '@/features/orders/lib/page-param';
import {
  NotificationList,
  NotificationsEmpty,
  NotificationsFailed,
  NotificationsLoading,
} from '@/features/notifications/components/notification-list';
import { useMarkShownSeen } from '@/features/notifications/components/use-mark-shown-seen';
import { useNotificationsPage } from '@/features/notifications/components/use-notifications-page';

export const NOTIFICATIONS_PAGE_SIZE = 10;

/** /notifications: every notification, page by page (`?page=` in the URL); shown ones become seen. */
export function NotificationsView() {
  const page = pageParam(useSearchParams().get('page'));
  const { status, data, retry } = useNotificationsPage(page, NOTIFICATIONS_PAGE_SIZE);
  useMarkShownSeen(data?.items ?? null);

  if (status === 'loading') return <NotificationsLoading rows={4} />;
  if (status === 'error' || !data) return <NotificationsFailed onRetry={retry} />;
  if (data.items.length === 0) return <NotificationsEmpty />;
  return (
    <>
      <div className="rounded-2xl border border-line bg-surface-raised p-2">
        <NotificationList items={data.items} />
      </div>
      <QueryPagination page={page} totalPages={data.totalPages} />
    </>
  );
}
