import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { StudioSubpage } from '@/features/studio/components/studio-subpage';
import { ProfileEditor } from '@/features/studio-profiles/components/profile-editor';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioLecturerProfile', { private: true });

/** A lecturer's public profile, edited by an administrator (decision 0064). */
export default async function StudioPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  return (
    <StudioSubpage
      locale={locale}
      page="studioLecturerProfile"
      parent={{ page: 'studioLecturers', href: '/studio/lecturers' }}
    >
      <ProfileEditor lecturerId={id} />
    </StudioSubpage>
  );
}
