'use client';
import { useTranslations } from '#intl';
import type { SessionUser } from '@/features/auth/session-types';
import { useSession } from '@/features/auth/hooks/use-session';
import { Link } from '@/i18n/navigation';
import { ChevronStartIcon } from '@/shared/ui/icons/chevron-start-icon';
import { LogoutIcon } from '@/shared/ui/icons/logout-icon';
import { AccountLinkIcon } from '@/features/shell/components/header/account-link-icon';
import { CountBadgeInline } from '@/shared/ui/count-badge-inline';

const row =
  'flex w-full items-center gap-3 rounded-xl px-3 py-3 text-start font-medium text-fg transition-colors hover:bg-surface-muted';

/** The signed-in sub-view: account links, notifications with their count, logout. */
export function MobileMenuProfile({
  user,
  onBack,
  onNavigate,
}: {
  user: SessionUser;
  onBack: () => void;
  onNavigate: () => void;
}) {
  const t = useTranslations('nav');
  const { logout } = useSession();
  const links = [
    { href: '/my-learning-programs', key: 'learningJourney' },
    { href: '/my-certificates', key: 'certificates' },
    { href: '/notifications', key: 'notifications' },
    { href: '/purchase-history', key: 'purchaseHistory' },
    { href: '/settings/personal-info', key: 'accountSettings' },
  ] as const;

  return (
    <div>
      <button type="button" onClick={onBack} className={`${row} mb-2 text-fg-muted`} autoFocus>
        <ChevronStartIcon size={18} className="flip-rtl" />
        {t('back')}
      </button>
      <ul className="flex flex-col gap-0.5">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} onClick={onNavigate} className={row}>
              <AccountLinkIcon name={link.key} />
              <span className="flex-1">{t(link.key)}</span>
              {link.key === 'notifications' ? <CountBadgeInline count={user.notificationsCount} /> : null}
            </Link>
          </li>
        ))}
        <li className="mt-2 border-t border-line pt-2">
          <button
            type="button"
            data-testid="mobile-logout-button"
            onClick={() => {
              onNavigate();
              void logout();
            }}
            className={row}
          >
            <LogoutIcon size={18} className="flip-rtl shrink-0 text-fg-muted" />
            {t('logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
