import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { UserList } from '@/features/studio-users/components/user-list';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioUsers', { private: true });

/** People, for administrators, read in the browser with their session (decision 0056). */
export default async function StudioUsersPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages.studioUsers' });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-fg">{t('title')}</h1>
      <UserList />
    </div>
  );
}
