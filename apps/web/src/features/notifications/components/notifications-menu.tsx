'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useLocale, useTranslations } from '#intl';
import type { Locale } from '@manara/i18n';
import { countArgs } from '@/shared/lib/count-args';
import { useState } from 'react';
import { usePushSync } from '@/features/push/use-push-sync';
import { BellIcon } from '@/shared/ui/icons/bell-icon';
import { CountBadge } from '@/shared/ui/count-badge';
import { iconButton } from '@/shared/ui/styles';
import { NotificationsPanel } from './notifications-panel';

/**
 * The bell with the unread count and its panel (desktop, signed in; docs/product/shell.md). A non-modal Radix
 * dialog anchored under the bell: Escape and outside clicks close it, focus returns to the bell.
 * It lives as long as someone is signed in, so it also keeps this browser's push subscription sent.
 */
export function NotificationsMenu({ count, className = '' }: { count: number; className?: string }) {
  const t = useTranslations('nav');
  const locale = useLocale() as Locale;
  const [open, setOpen] = useState(false);
  usePushSync();
  return (
    <div className={`relative ${className}`}>
      <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
        <Dialog.Trigger
          aria-label={t('notificationsWithCount', countArgs(count, locale))}
          data-testid="notifications-trigger"
          data-count={count}
          className={iconButton}
        >
          <BellIcon size={22} />
          <CountBadge count={count} />
        </Dialog.Trigger>
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="notifications-panel"
          className="absolute end-0 top-full z-50 mt-2 w-[min(448px,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-pop animate-pop-in"
        >
          <NotificationsPanel onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}
