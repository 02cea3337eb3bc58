import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PlaceholderState } from '@/shared/ui/placeholder/placeholder-state';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import type { PageKey } from './page-metadata';

/** A page that a later issue fills: heading, description, coming-soon note, link home. Static. */
export function placeholderPage(key: PageKey) {
  return async function PlaceholderPage({ params }: LocaleParams) {
    const locale = asLocale((await params).locale);
    setRequestLocale(locale);
    const t = await getTranslations({ locale, namespace: 'pages' });
    return <PlaceholderState title={t(`${key}.title`)} description={t(`${key}.description`)} />;
  };
}
