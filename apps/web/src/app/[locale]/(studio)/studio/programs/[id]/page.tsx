import { setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { ProgramEditor } from '@/features/studio-programs/components/program-editor';
import { asLocale } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioProgram', { private: true });

/** One program's editor; the program is read in the browser with the author's session. */
export default async function StudioProgramPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(asLocale(locale));
  return <ProgramEditor programId={id} />;
}
