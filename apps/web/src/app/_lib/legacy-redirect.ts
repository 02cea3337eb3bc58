import { permanentRedirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import { asLocale } from '@/i18n/locale-params';

/** Re-encodes a route segment (params may arrive encoded or not). */
export function segment(value: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(value));
  } catch {
    return encodeURIComponent(value);
  }
}

/** A permanent (308) redirect to a route in the same language. */
export function redirectPermanently(locale: string, href: string): never {
  permanentRedirect(getPathname({ href, locale: asLocale(locale) }));
}
