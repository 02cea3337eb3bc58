import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { UserDetail } from '@/features/studio-users/components/user-detail';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioUser', { private: true });

/** One person and what an administrator may do to their account (decision 0056). */
export default async function StudioUserPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(asLocale(locale));
  return <UserDetail userId={id} />;
}
