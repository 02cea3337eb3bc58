'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from '#intl';
import { PushOffer } from '@/features/push/push-offer';
import { Link } from '@/i18n/navigation';
import { buttonStyles } from '@/shared/ui/styles';
import { NotificationList, NotificationsEmpty, NotificationsFailed, NotificationsLoading } from './notification-list';
import { useMarkShownSeen } from './use-mark-shown-seen';
import { useNotificationsPage } from './use-notifications-page';

/** How many the panel shows; the rest are on /notifications. */
export const PANEL_SIZE = 10;

/**
 * Heading, cards (scrolling after 596px, docs/product/constants.md) or the empty state, and 'view all notifications'.
 * Mounted each time the panel opens, so it reads the newest notifications then.
 */
export function NotificationsPanel({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('shell.notifications');
  const { status, data, retry } = useNotificationsPage(1, PANEL_SIZE);
  useMarkShownSeen(data?.items ?? null);
  return (
    <>
      <div className="border-b border-line px-5 py-4">
        <Dialog.Title className="text-lg font-bold text-fg">{t('title')}</Dialog.Title>
      </div>
      <div className="max-h-[596px] overflow-y-auto p-2">
        {status === 'loading' ? <NotificationsLoading /> : null}
        {status === 'error' ? <NotificationsFailed onRetry={retry} /> : null}
        {data && data.items.length === 0 ? <NotificationsEmpty /> : null}
        {data && data.items.length > 0 ? <NotificationList items={data.items} onNavigate={onNavigate} /> : null}
      </div>
      <PushOffer />
      <div className="border-t border-line p-3">
        <Link href="/notifications" onClick={onNavigate} className={`${buttonStyles.secondary} w-full`}>
          {t('viewAll')}
        </Link>
      </div>
    </>
  );
}
