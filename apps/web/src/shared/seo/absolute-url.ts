import type { Locale } from '@manara/i18n';
import { imageUrl } from '@/shared/ui/media/image-url';
import { localizedPath } from '@/i18n/locale-params';
import { webBaseUrl } from '@/shared/config/server-env';

/** The absolute URL of a locale-less path in a language (Arabic bare, English under /en). */
export function absoluteUrl(locale: Locale, path: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return webBaseUrl() + localizedPath(locale, normalized);
}

/** Social cards: 1200×630 JPEG (what every crawler reads), through the image route. */
export const socialImage = { width: 1200, height: 630, type: 'image/jpeg' } as const;

/** Absolute URL of a stored media key as a social-card JPEG. */
export function socialImageUrl(key: string): string {
  return (
    webBaseUrl() + imageUrl(key, { width: socialImage.width, height: socialImage.height, format: 'jpeg', fit: 'cover' })
  );
}

/** Absolute URL of a stored media key for structured data (JPEG, width capped for crawlers). */
export function structuredImageUrl(key: string): string {
  return webBaseUrl() + imageUrl(key, { width: 1200, format: 'jpeg' });
}
