'use client';
import { directionOf, type Locale } from '@manara/i18n';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useLocale, useTranslations } from '#intl';
import type { SessionUser } from '@/features/auth/session-types';
import { useSession } from '@/features/auth/hooks/use-session';
import { Link } from '@/i18n/navigation';
import { LogoutIcon } from '@/shared/ui/icons/logout-icon';
import { accountLinks } from '@/features/shell/components/layout/nav-items';
import { menuItem } from '@/shared/ui/styles';
import { AccountLinkIcon } from './account-link-icon';
import { Avatar } from '@/shared/ui/media/avatar';
import { displayName } from './display-name';

/**
 * Avatar with the account dropdown: name and e-mail, account links, logout (docs/product/shell.md). Non-modal and
 * rendered in place, so the menu stays inside the header landmark and the page is not hidden.
 */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const t = useTranslations('nav');
  const locale = useLocale() as Locale;
  const { logout } = useSession();
  const name = displayName(user, locale);
  return (
    <Menu.Root dir={directionOf(locale)} modal={false}>
      <Menu.Trigger
        data-testid="avatar-menu-trigger"
        aria-label={t('accountMenu')}
        className="ms-1 rounded-full ring-offset-2 ring-offset-surface transition hover:ring-2 hover:ring-accent-soft"
      >
        <Avatar name={name} picture={user.profilePicture} />
      </Menu.Trigger>
      <Menu.Content
        align="end"
        sideOffset={10}
        className="z-50 w-72 rounded-2xl border border-line bg-surface-raised p-2 shadow-pop animate-pop-in"
      >
        <div className="flex items-center gap-3 px-3 py-3">
          <Avatar name={name} picture={user.profilePicture} size={44} />
          <div className="min-w-0">
            <div className="truncate font-bold text-fg">
              <bdi>{name}</bdi>
            </div>
            <div className="truncate text-sm text-fg-muted">
              <bdi>{user.email}</bdi>
            </div>
          </div>
        </div>
        <Menu.Separator className="my-1 h-px bg-line" />
        {accountLinks.map((link) => (
          <Menu.Item key={link.href} asChild>
            <Link href={link.href} className={menuItem}>
              <AccountLinkIcon name={link.key} />
              {t(link.key)}
            </Link>
          </Menu.Item>
        ))}
        <Menu.Separator className="my-1 h-px bg-line" />
        <Menu.Item data-testid="logout-button" onSelect={() => void logout()} className={menuItem}>
          <LogoutIcon size={18} className="flip-rtl shrink-0 text-fg-muted" />
          {t('logout')}
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  );
}
