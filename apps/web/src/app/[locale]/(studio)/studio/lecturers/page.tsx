import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { StudioSubpage } from '@/features/studio/components/studio-subpage';
import { LecturerProfileList } from '@/features/studio-profiles/components/lecturer-profile-list';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioLecturers', { private: true });

/** The public lecturers whose profiles an administrator edits (decision 0064). */
export default async function StudioPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  return (
    <StudioSubpage locale={locale} page="studioLecturers">
      <LecturerProfileList />
    </StudioSubpage>
  );
}
