import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/locale-params';

type Props = { params: Promise<{ locale: string; rest: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'shell.notFound' });
  return { title: t('metaTitle'), robots: { index: false } };
}

/** Every path no route claims: a 404 with 'Page Not Found: {path}' (docs/product/shell.md). */
export default async function UnknownPage({ params }: Props) {
  setRequestLocale(asLocale((await params).locale));
  notFound();
}
