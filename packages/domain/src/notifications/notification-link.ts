import type { Locale } from '@manara/i18n';

/** A notification's site-relative url as an absolute link in a language (English under /en). */
export function notificationLink(webBaseUrl: string, url: string, locale: Locale): string {
  const base = webBaseUrl.replace(/\/+$/, '');
  const path = locale === 'en' ? (url === '/' ? '/en' : `/en${url}`) : url;
  return `${base}${path}`;
}
