'use client';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { Link, usePathname } from '@/i18n/navigation';
import { GlobeIcon } from '@/shared/ui/icons/shell-icons';

/**
 * Switches Arabic ⇄ English on the same page. Link with `locale` stores the choice in
 * the locale cookie (365 days, docs/product/shell.md) before navigating.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const t = useTranslations('nav');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  return (
    <Link
      href={pathname}
      locale={other}
      hrefLang={other}
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold text-fg transition-colors hover:bg-surface-muted ${className}`}
    >
      <GlobeIcon size={18} />
      <span lang={other}>{t(other === 'en' ? 'english' : 'arabic')}</span>
    </Link>
  );
}
