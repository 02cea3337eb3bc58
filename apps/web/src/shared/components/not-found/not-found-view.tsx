'use client';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { Link } from '@/i18n/navigation';
import { CompassIcon } from '../icons/icons';
import { buttonStyles } from '../ui/styles';

/** Arabic pages have no prefix; strip one if an internal rewrite left it in the path. */
function visiblePath(pathname: string | null): string {
  if (!pathname) return '/';
  return pathname.replace(/^\/ar(?=\/|$)/, '') || '/';
}

/** SPEC §8: 'Page Not Found: {path}' with the real path (including /en), and a link home. */
export function NotFoundView() {
  const t = useTranslations('shell.notFound');
  const path = visiblePath(usePathname());
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        <CompassIcon size={30} />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-fg sm:text-3xl">{t('heading')}</h1>
      {/* The spec's fixed message (SPEC §8), the same in both languages, with the real path. */}
      <p dir="ltr" lang="en" className="mt-3 rounded-lg bg-surface-muted px-3 py-1.5 font-mono text-sm text-fg-muted [overflow-wrap:anywhere]">
        {t('message', { path })}
      </p>
      <p className="mt-3 text-lg text-fg-muted">{t('body')}</p>
      <Link href="/" className={`${buttonStyles.primary} mt-8`}>
        {t('home')}
      </Link>
    </section>
  );
}
