'use client';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { Link } from '@/i18n/navigation';
import { BellIcon } from '@/shared/ui/icons/bell-icon';
import { TimeAgo } from '@/shared/ui/time-ago';
import type { NotificationItem } from './notification-item';

/** One notification: title and body in the page language, the date, a dot when unseen (docs/product/shell.md). */
export function NotificationCard({ item, onNavigate }: { item: NotificationItem; onNavigate?: () => void }) {
  const t = useTranslations('shell.notifications');
  const locale = useLocale() as Locale;
  const title = locale === 'ar' ? item.arTitle : item.enTitle;
  const body = locale === 'ar' ? item.arBody : item.enBody;
  return (
    <Link
      href={item.url}
      onClick={onNavigate}
      data-testid="notification-card"
      data-seen={item.seen}
      className="flex gap-3 rounded-xl px-3 py-3 transition-colors hover:bg-surface-muted"
    >
      <span className="relative mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent">
        <BellIcon size={18} />
        {item.seen ? null : (
          <span className="absolute end-0.5 top-0.5 size-2.5 rounded-full bg-accent ring-2 ring-surface-raised">
            <span className="sr-only">{t('unseen')}</span>
          </span>
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span dir="auto" className="block font-semibold text-fg">
          {title}
        </span>
        <span dir="auto" className="mt-0.5 line-clamp-2 block text-sm text-fg-muted">
          {body}
        </span>
        <TimeAgo date={item.createdAt} className="mt-1 block text-xs text-fg-muted" />
      </span>
    </Link>
  );
}
