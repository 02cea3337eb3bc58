import { defaultLocale, translate, type Locale } from '@manara/i18n';
import { webBaseUrl } from '@/shared/config/server-env';
import { absoluteUrl, structuredImageUrl } from './absolute-url';
import { htmlToText } from './html-to-text';

const context = 'https://schema.org';

/** A stored media key becomes an absolute image-route URL; absolute URLs pass as they are. */
function image(key: string | null | undefined): { image: string } | Record<string, never> {
  if (!key) return {};
  return { image: /^https?:\/\//.test(key) ? key : structuredImageUrl(key) };
}

/** The page language of an absolute URL of this site: English pages live under /en. */
function localeOfUrl(url: string): Locale {
  return new URL(url, webBaseUrl()).pathname.match(/^\/en(\/|$)/) ? 'en' : defaultLocale;
}

/** The platform as publisher and provider, named in the page language. */
function organization(locale: Locale) {
  return { '@type': 'Organization', name: translate(locale, 'common.brand'), url: absoluteUrl(locale, '/') };
}

/** `validUntil`: when a discounted price ends (decision 0072), so search engines stop showing it then. */
function egpOffer(priceEgp: number, url: string, validUntil?: string | null) {
  return {
    '@type': 'Offer',
    price: priceEgp,
    priceCurrency: 'EGP',
    availability: 'https://schema.org/InStock',
    category: priceEgp > 0 ? 'Paid' : 'Free',
    ...(validUntil ? { priceValidUntil: validUntil } : {}),
    url,
  };
}

export function courseJsonLd(i: {
  url: string;
  name: string;
  description: string;
  image?: string | null;
  inLanguage: 'ar' | 'en';
  priceEgp: number;
  /** The end of the discount the price includes, ISO 8601. */
  priceValidUntil?: string | null;
  /** Who teaches it: the lecturer, then the co-lecturers (decision 0076). */
  lecturerNames?: readonly string[];
  rating?: { value: number; count: number } | null;
  isLive?: boolean;
  startDate?: string | null;
}): object {
  const people = (i.lecturerNames ?? []).map((name) => ({ '@type': 'Person', name }));
  const lecturer = people.length === 0 ? {} : { instructor: people.length === 1 ? people[0] : people };
  const instance = {
    '@type': 'CourseInstance',
    courseMode: 'Online',
    ...(i.isLive ? { eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode' } : {}),
    ...(i.isLive && i.startDate ? { startDate: i.startDate } : {}),
    ...lecturer,
  };
  return {
    '@context': context,
    '@type': 'Course',
    name: i.name,
    description: i.description,
    url: i.url,
    inLanguage: i.inLanguage,
    ...image(i.image),
    provider: organization(localeOfUrl(i.url)),
    offers: egpOffer(i.priceEgp, i.url, i.priceValidUntil),
    hasCourseInstance: [instance],
    ...(i.rating && i.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: i.rating.value,
            ratingCount: i.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function diplomaJsonLd(i: {
  url: string;
  name: string;
  description: string;
  image?: string | null;
  priceEgp: number;
  programCount: number;
}): object {
  return {
    '@context': context,
    '@type': 'EducationalOccupationalProgram',
    name: i.name,
    description: i.description,
    url: i.url,
    ...image(i.image),
    provider: organization(localeOfUrl(i.url)),
    educationalProgramMode: 'online',
    // The programs a diploma bundles are its units of study.
    numberOfCredits: i.programCount,
    offers: egpOffer(i.priceEgp, i.url),
  };
}

export function blogPostingJsonLd(i: {
  url: string;
  headline: string;
  description: string;
  image?: string | null;
  datePublished: string;
  authorName?: string | null;
  inLanguage: 'ar' | 'en';
}): object {
  const publisher = organization(localeOfUrl(i.url));
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: i.headline,
    description: i.description,
    url: i.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': i.url },
    inLanguage: i.inLanguage,
    ...image(i.image),
    datePublished: i.datePublished,
    author: i.authorName ? { '@type': 'Person', name: i.authorName } : publisher,
    publisher,
  };
}

export function personJsonLd(i: {
  url: string;
  name: string;
  jobTitle?: string | null;
  description?: string | null;
  image?: string | null;
}): object {
  return {
    '@context': context,
    '@type': 'Person',
    name: i.name,
    url: i.url,
    ...(i.jobTitle ? { jobTitle: i.jobTitle } : {}),
    ...(i.description ? { description: i.description } : {}),
    ...image(i.image),
  };
}

/** Breadcrumb trail of a page; `path` is locale-less and made absolute in the page language. */
export function breadcrumbJsonLd(locale: Locale, items: { name: string; path: string }[]): object {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(locale, item.path),
    })),
  };
}

/** FAQ answers are stored as HTML; structured data carries their plain text. */
export function faqPageJsonLd(items: { question: string; answer: string }[]): object {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: htmlToText(item.question),
      acceptedAnswer: { '@type': 'Answer', text: htmlToText(item.answer) },
    })),
  };
}
