import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { StudioSubpage } from '@/features/studio/components/studio-subpage';
import { FaqBoard } from '@/features/studio-content/components/faq-board';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioFaqs', { private: true });

/** The questions of the FAQ pages, for administrators, read in the browser with their session (decision 0067). */
export default async function StudioPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  return (
    <StudioSubpage locale={locale} page="studioFaqs">
      <FaqBoard />
    </StudioSubpage>
  );
}
