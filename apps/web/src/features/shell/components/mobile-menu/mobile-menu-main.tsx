'use client';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useSession } from '@/features/auth/hooks/use-session';
import { Link, usePathname } from '@/i18n/navigation';
import { ChevronEndIcon } from '@/shared/ui/icons/chevron-end-icon';
import { Avatar } from '@/shared/ui/media/avatar';
import { displayName } from '@/features/shell/components/header/display-name';
import { isActivePath } from '@/features/shell/components/header/header-nav';
import { educationalLinks } from '@/features/shell/components/layout/nav-items';
import { ThemeToggle } from '@/shared/ui/theme/theme-toggle';
import { buttonStyles } from '@/shared/ui/styles';
import { withNext } from '@/shared/auth/login-href';
import { useReturnPath } from '@/shared/auth/use-return-path';
import { MobileLanguageChoice } from './mobile-language-choice';

const sectionTitle = 'mb-2 px-1 text-xs font-bold uppercase tracking-wide text-fg-muted';
const rowLink =
  'flex items-center rounded-xl px-3 py-3 font-medium text-fg transition-colors hover:bg-surface-muted aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent';

export function MobileMenuMain({ onOpenProfile, onNavigate }: { onOpenProfile: () => void; onNavigate: () => void }) {
  const t = useTranslations('nav');
  const back = useReturnPath();
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const { status, user } = useSession();

  return (
    <div className="flex flex-col gap-7">
      {status === 'loading' ? (
        <div aria-hidden="true" className="h-16 rounded-2xl bg-surface-muted" />
      ) : user ? (
        <button
          type="button"
          onClick={onOpenProfile}
          className="flex items-center gap-3 rounded-2xl border border-line p-3 text-start transition-colors hover:border-accent"
        >
          <Avatar name={displayName(user, locale)} picture={user.profilePicture} size={44} />
          <span className="min-w-0 flex-1">
            <bdi className="block truncate font-bold text-fg">{displayName(user, locale)}</bdi>
            <bdi className="block truncate text-sm text-fg-muted">{user.email}</bdi>
          </span>
          <ChevronEndIcon size={18} className="flip-rtl shrink-0 text-fg-muted" />
        </button>
      ) : (
        <div className="grid grid-cols-2 gap-2">
          <Link
            href={withNext('/signup', back)}
            onClick={onNavigate}
            className={`${buttonStyles.primary} ${buttonStyles.small}`}
          >
            {t('createAccount')}
          </Link>
          <Link
            href={withNext('/login', back)}
            onClick={onNavigate}
            className={`${buttonStyles.secondary} ${buttonStyles.small}`}
          >
            {t('login')}
          </Link>
        </div>
      )}

      <nav aria-labelledby="mobile-menu-education">
        <h2 id="mobile-menu-education" className={sectionTitle}>
          {t('educationalContent')}
        </h2>
        <ul className="flex flex-col gap-0.5">
          {educationalLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                onClick={onNavigate}
                aria-current={isActivePath(pathname, link.href) ? 'page' : undefined}
                className={rowLink}
              >
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="mobile-menu-language">
        <h2 id="mobile-menu-language" className={sectionTitle}>
          {t('language')}
        </h2>
        <MobileLanguageChoice onNavigate={onNavigate} />
      </section>

      <section aria-labelledby="mobile-menu-appearance">
        <h2 id="mobile-menu-appearance" className={sectionTitle}>
          {t('appearance')}
        </h2>
        <ThemeToggle
          withLabel
          className="flex w-full items-center gap-3 rounded-xl border border-line px-3 py-3 font-medium text-fg aria-pressed:border-accent"
        />
      </section>
    </div>
  );
}
