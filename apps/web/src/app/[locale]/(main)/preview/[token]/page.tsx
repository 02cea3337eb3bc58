import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { programPreviewQuery } from '@/features/program/api/program-documents';
import { ProgramDetail } from '@/features/program/components/program-detail';
import { asLocale } from '@/i18n/locale-params';
import { request } from '@/shared/graphql/request';

/** Read afresh on every visit: an author checks the change they just made. */
export const dynamic = 'force-dynamic';

export const generateMetadata = pageMetadata('programPreview', { private: true });

type Props = { params: Promise<{ locale: string; token: string }> };

/**
 * /preview/{token}: a program's page exactly as learners will see it, in any state, for whoever
 * holds the signed link its author made in the studio (decision 0063); 404 once it is forged or expired.
 */
export default async function ProgramPreviewPage({ params }: Props) {
  const { locale: raw, token } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const answer = (await request(programPreviewQuery, { token }, { locale })).programPreview;
  if (!answer.success || !answer.data) notFound();
  const t = await getTranslations({ locale, namespace: 'program.preview' });
  return (
    <>
      <p
        role="note"
        data-testid="preview-banner"
        className="border-b border-line bg-accent-soft px-4 py-3 text-center text-sm font-semibold text-fg"
      >
        {t('banner')}
      </p>
      <ProgramDetail program={answer.data} locale={locale} />
    </>
  );
}
