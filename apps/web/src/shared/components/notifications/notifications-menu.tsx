'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BellIcon } from '../icons/icons';
import { CountBadge } from '../ui/count-badge';
import { iconButton } from '../ui/styles';
import type { NotificationItem } from './notification-item';
import { NotificationsPanel } from './notifications-panel';

/**
 * The bell with the unread count and its panel (desktop, signed in; SPEC §2). A non-modal Radix
 * dialog anchored under the bell: Escape and outside clicks close it, focus returns to the bell.
 */
export function NotificationsMenu({
  count,
  items = [],
  className = '',
}: {
  count: number;
  items?: NotificationItem[];
  className?: string;
}) {
  const t = useTranslations('nav');
  const [open, setOpen] = useState(false);
  return (
    <div className={`relative ${className}`}>
      <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
        <Dialog.Trigger aria-label={t('notificationsWithCount', { count })} className={iconButton}>
          <BellIcon size={22} />
          <CountBadge count={count} />
        </Dialog.Trigger>
        <Dialog.Content
          aria-describedby={undefined}
          className="absolute end-0 top-full z-50 mt-2 w-[min(448px,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-pop animate-pop-in"
        >
          <NotificationsPanel items={items} onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}
