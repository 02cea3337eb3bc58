import { defaultLocale, isLocale, type Locale } from '@manara/i18n';

export type LocaleParams = { params: Promise<{ locale: string }> };

export function asLocale(value: string | undefined): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** The path of a page in a language: Arabic bare, English under /en. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
