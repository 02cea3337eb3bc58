import { mediaUrl } from '@/shared/ui/media/image-url';

/**
 * Where the promo video plays from: an https URL as given, a stored media key through the
 * same-origin media route. Anything else (another scheme, protocol-relative) is refused.
 */
export function promoVideoSource(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^https:\/\//i.test(text)) return text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) return null;
  return mediaUrl(text);
}
