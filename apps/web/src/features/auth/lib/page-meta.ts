import { isLocale } from '@manara/i18n';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

type MetaKey = 'login' | 'signup' | 'forgotPassword' | 'resetPassword' | 'changePassword';

/** The page title in the page's language (the layout adds the brand). Auth pages are not for search engines. */
export async function authPageMetadata(params: Promise<{ locale: string }>, key: MetaKey): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : 'ar', namespace: 'auth.meta' });
  return { title: t(key), robots: { index: false, follow: true } };
}

/** First value of a search parameter. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
