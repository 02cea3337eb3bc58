'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { BellIcon } from '../icons/icons';
import { buttonStyles } from '../ui/styles';
import { NotificationCard } from './notification-card';
import type { NotificationItem } from './notification-item';

/** Heading, cards (scrolling after 596px, SPEC §9) or the empty state, and 'view all notifications'. */
export function NotificationsPanel({ items, onNavigate }: { items: NotificationItem[]; onNavigate: () => void }) {
  const t = useTranslations('shell.notifications');
  return (
    <>
      <div className="border-b border-line px-5 py-4">
        <Dialog.Title className="text-lg font-bold text-fg">{t('title')}</Dialog.Title>
      </div>
      <div className="max-h-[596px] overflow-y-auto p-2">
        {items.length > 0 ? (
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <NotificationCard item={item} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center px-6 py-10 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
              <BellIcon size={26} />
            </span>
            <p className="mt-4 font-semibold text-fg">{t('emptyTitle')}</p>
            <p className="mt-1 max-w-xs text-sm text-fg-muted">{t('emptyBody')}</p>
          </div>
        )}
      </div>
      <div className="border-t border-line p-3">
        <Link href="/notifications" onClick={onNavigate} className={`${buttonStyles.secondary} w-full`}>
          {t('viewAll')}
        </Link>
      </div>
    </>
  );
}
