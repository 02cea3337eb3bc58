export const locales = ['ar', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'ar';
export const localeCookieName = 'NEXT_LOCALE';
/** docs/product/constants.md: the language choice is kept for 365 days. */
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return value === 'ar' || value === 'en';
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The API's language enum (docs/product/api.md) for a locale, and back. */
export function toLanguage(locale: Locale): 'AR' | 'EN' {
  return locale === 'ar' ? 'AR' : 'EN';
}
export function fromLanguage(language: 'AR' | 'EN'): Locale {
  return language === 'AR' ? 'ar' : 'en';
}

/** docs/product/shell.md: a helper value set to Eg-ar or Eg-en. */
export function regionTag(locale: Locale): 'Eg-ar' | 'Eg-en' {
  return locale === 'ar' ? 'Eg-ar' : 'Eg-en';
}

/**
 * Picks a locale from an Accept-Language header: the first supported language by quality.
 * Returns undefined when none matches, so the caller falls back to the default.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}
