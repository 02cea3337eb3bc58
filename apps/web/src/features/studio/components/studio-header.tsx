'use client';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useSession } from '@/features/auth/hooks/use-session';
import { LanguageSwitch } from '@/features/shell/components/header/language-switch';
import { displayName } from '@/features/shell/components/header/display-name';
import { Logo } from '@/features/shell/components/layout/logo';
import { Link } from '@/i18n/navigation';

/** The studio's top bar: the brand (to the site), "Studio", who is signed in, and the language. */
export function StudioHeader() {
  const t = useTranslations('studio.shell');
  const locale = useLocale() as Locale;
  const { user } = useSession();
  return (
    <header className="border-b border-line bg-surface-raised">
      <div className="flex min-h-16 flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <Logo />
        <Link href="/studio" className="rounded-full bg-accent-soft px-3 py-1 text-sm font-bold text-accent">
          {t('studio')}
        </Link>
        <div className="ms-auto flex items-center gap-2">
          {user ? (
            <span className="text-sm text-fg-muted" data-testid="studio-user">
              <bdi>{displayName(user, locale)}</bdi>
            </span>
          ) : null}
          <LanguageSwitch />
          <Link href="/" className="rounded-full px-3 py-2 text-sm font-semibold text-fg hover:bg-surface-muted">
            {t('backToSite')}
          </Link>
        </div>
      </div>
    </header>
  );
}
