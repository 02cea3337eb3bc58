import { defaultLocale, locales, translate, type Locale } from '@manara/i18n';
import type { Metadata } from 'next';
import { absoluteUrl, socialImage, socialImageUrl } from './absolute-url';

export { absoluteUrl } from './absolute-url';

export interface PageSeo {
  locale: Locale;
  /** Locale-less path of the canonical URL, e.g. '/program/acl-rehabilitation' or '/'. */
  path: string;
  title: string;
  description: string;
  /** Stored media key (as the API returns thumbnails) for og:image/twitter:image, or null. */
  image?: string | null;
  type?: 'website' | 'article' | 'profile';
  /** Private or transactional pages: noindex, nofollow. */
  noindex?: boolean;
  /** Title used as is (home); otherwise the layout template adds the brand. */
  absoluteTitle?: boolean;
}

const openGraphLocale: Record<Locale, string> = { ar: 'ar_EG', en: 'en_US' };

/** hreflang alternates of a path: each language plus x-default (the Arabic page). */
function languageAlternates(path: string): Record<string, string> {
  return {
    ...Object.fromEntries(locales.map((l) => [l, absoluteUrl(l, path)])),
    'x-default': absoluteUrl(defaultLocale, path),
  };
}

/**
 * Metadata of a public page: canonical and hreflang alternates (absolute), Open Graph and Twitter
 * card. Social titles carry the brand because crawlers do not apply the layout's title template.
 */
export function buildMetadata(seo: PageSeo): Metadata {
  const brand = translate(seo.locale, 'common.brand');
  const url = absoluteUrl(seo.locale, seo.path);
  const socialTitle = seo.absoluteTitle ? seo.title : `${seo.title} | ${brand}`;
  const images = seo.image
    ? [
        {
          url: socialImageUrl(seo.image),
          width: socialImage.width,
          height: socialImage.height,
          type: socialImage.type,
          alt: seo.title,
        },
      ]
    : undefined;
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description: seo.description,
    alternates: { canonical: url, languages: languageAlternates(seo.path) },
    openGraph: {
      title: socialTitle,
      description: seo.description,
      url,
      siteName: brand,
      locale: openGraphLocale[seo.locale],
      alternateLocale: locales.filter((l) => l !== seo.locale).map((l) => openGraphLocale[l]),
      type: seo.type ?? 'website',
      ...(images ? { images } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: socialTitle,
      description: seo.description,
      ...(images ? { images: images.map((i) => ({ url: i.url, alt: i.alt })) } : {}),
    },
    ...(seo.noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
