import { getTranslations } from 'next-intl/server';
import type { Locale } from '@manara/i18n';
import { Breadcrumbs as Trail, type Crumb } from '@/shared/ui/breadcrumbs';

export type { Crumb };

/** The catalogue's trail: Home first, then `items`; drawn (with its JSON-LD) by the shared trail. */
export async function Breadcrumbs({ locale, items }: { locale: Locale; items: Crumb[] }) {
  const t = await getTranslations({ locale, namespace: 'pages.breadcrumb' });
  return <Trail locale={locale} label={t('label')} items={[{ name: t('home'), path: '/' }, ...items]} />;
}
