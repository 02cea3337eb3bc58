import type { Locale } from '@manara/i18n';
import { notFound, permanentRedirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import type { EnvelopeOf } from '@/shared/graphql/envelope';
import { detailKeyOf, type DetailKey } from './detail-key';

/**
 * Loads the item a detail route names. NOT_FOUND (or a blank parameter) gives the 404 page; an id,
 * or a slug spelled differently from the stored one, ends in a permanent redirect to `canonical`
 * (locale-less). Other failures throw, so the error page shows and a cached copy is kept.
 */
export async function resolveDetail<T>(
  locale: Locale,
  param: string,
  fetchOne: (key: DetailKey) => Promise<EnvelopeOf<T>>,
  canonical: (item: T) => { slug: string; path: string },
): Promise<T> {
  const key = detailKeyOf(param);
  if ('slug' in key && !key.slug) notFound();
  const envelope = await fetchOne(key);
  if (!envelope.success || !envelope.data) {
    if (envelope.code === 'NOT_FOUND' || envelope.code === 'VALIDATION_FAILED') notFound();
    throw new Error(`${envelope.code}: ${envelope.message}`);
  }
  const target = canonical(envelope.data);
  if (!('slug' in key) || key.slug !== target.slug) {
    permanentRedirect(getPathname({ href: target.path, locale }));
  }
  return envelope.data;
}
