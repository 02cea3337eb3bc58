'use client';
import { locales, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { Link, usePathname } from '@/i18n/navigation';

/** Arabic or English for the same page; the current one is marked (docs/product/shell.md mobile menu). */
export function MobileLanguageChoice({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('nav');
  const current = useLocale() as Locale;
  const pathname = usePathname();
  return (
    <ul className="grid grid-cols-2 gap-2">
      {locales.map((locale) => (
        <li key={locale}>
          <Link
            href={pathname}
            locale={locale}
            hrefLang={locale}
            lang={locale}
            onClick={onNavigate}
            aria-current={locale === current ? 'true' : undefined}
            className="flex items-center justify-center rounded-xl border border-line px-3 py-2.5 font-semibold text-fg transition-colors hover:border-accent aria-[current=true]:border-accent aria-[current=true]:bg-accent-soft aria-[current=true]:text-accent"
          >
            {t(locale === 'ar' ? 'arabic' : 'english')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
