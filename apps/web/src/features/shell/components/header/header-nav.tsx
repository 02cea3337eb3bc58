'use client';
import { useTranslations } from '#intl';
import { Link, usePathname } from '@/i18n/navigation';
import { headerLinks } from '@/features/shell/components/layout/nav-items';

export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** Desktop links (≥1024px): courses, programs, tracks, live workshops, blogs. */
export function HeaderNav() {
  const t = useTranslations('nav');
  const pathname = usePathname();
  return (
    <nav aria-label={t('primaryLabel')} className="hidden lg:block">
      <ul className="flex items-center gap-0.5">
        {headerLinks.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={isActivePath(pathname, link.href) ? 'page' : undefined}
              className="rounded-lg px-3 py-2 text-[0.95rem] font-medium text-fg-muted transition-colors hover:bg-surface-muted hover:text-fg aria-[current=page]:text-accent"
            >
              {t(link.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
