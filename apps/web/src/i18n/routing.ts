import { defaultLocale, localeCookieMaxAgeSeconds, localeCookieName, locales } from '@manara/i18n';
import { defineRouting } from 'next-intl/routing';

/**
 * Arabic at bare paths, English under /en (docs/product/shell.md). First visit: cookie, then the browser's
 * language list, then Arabic (docs/product/shell.md); the choice is kept for 365 days.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: true,
  localeCookie: { name: localeCookieName, maxAge: localeCookieMaxAgeSeconds, sameSite: 'lax' },
});
