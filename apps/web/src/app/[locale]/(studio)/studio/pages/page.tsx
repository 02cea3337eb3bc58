import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { StudioSubpage } from '@/features/studio/components/studio-subpage';
import { PolicyEditor } from '@/features/studio-content/components/policy-editor';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioPolicies', { private: true });

/** The policy pages' words, for administrators, read in the browser with their session (decision 0067). */
export default async function StudioPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  return (
    <StudioSubpage locale={locale} page="studioPolicies">
      <PolicyEditor />
    </StudioSubpage>
  );
}
