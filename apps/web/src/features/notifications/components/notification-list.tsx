'use client';
import { useTranslations } from '#intl';
import { BellIcon } from '@/shared/ui/icons/bell-icon';
import { buttonStyles } from '@/shared/ui/styles';
import { NotificationCard } from './notification-card';
import type { NotificationItem } from './notification-item';

export function NotificationList({ items, onNavigate }: { items: NotificationItem[]; onNavigate?: () => void }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          <NotificationCard item={item} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

/** docs/product/shell.md empty state texts. */
export function NotificationsEmpty() {
  const t = useTranslations('shell.notifications');
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center">
      <span
        aria-hidden="true"
        className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent"
      >
        <BellIcon size={26} />
      </span>
      <p className="mt-4 font-semibold text-fg">{t('emptyTitle')}</p>
      <p className="mt-1 max-w-xs text-sm text-fg-muted">{t('emptyBody')}</p>
    </div>
  );
}

export function NotificationsLoading({ rows = 3 }: { rows?: number }) {
  const t = useTranslations('notifications.panel');
  return (
    <div role="status" className="flex flex-col gap-2 p-1">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} aria-hidden="true" className="h-20 animate-pulse rounded-xl bg-surface-muted" />
      ))}
    </div>
  );
}

export function NotificationsFailed({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('notifications.panel');
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-8 text-center">
      <p className="text-sm text-fg">{t('error')}</p>
      <button type="button" onClick={onRetry} className={buttonStyles.secondary}>
        {t('retry')}
      </button>
    </div>
  );
}
