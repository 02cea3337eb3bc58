import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadProgramDetails } from '@/features/learning/api/load-learning';
import { LearningMessages } from '@/features/learning/components/learning-messages';
import { ProgramOverview } from '@/features/learning/components/program-overview';
import { SECTIONS_PAGE_SIZE, SyllabusBrowser } from '@/features/learning/components/syllabus-browser';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { asLocale } from '@/i18n/locale-params';

/** Per learner (progress, ticks, locks): read with the visitor's cookie on every request. */
export const dynamic = 'force-dynamic';

export const generateMetadata = pageMetadata('programDetails', { private: true });

type Props = { params: Promise<{ locale: string; id: string }> };

/** /program/details/{id or slug}: the program layout's overview, progress and syllabus (docs/product/shell.md). */
export default async function ProgramDetailsPage({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const { info, sections } = await loadProgramDetails(locale, id, SECTIONS_PAGE_SIZE);
  const t = await getTranslations({ locale, namespace: 'learning.program' });
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-8 sm:px-6">
      <ProgramOverview info={info} locale={locale} />
      <section aria-labelledby="syllabus-heading">
        <h2 id="syllabus-heading" className="mb-4 text-2xl font-bold text-fg">
          {t('syllabus')}
        </h2>
        <LearningMessages>
          <SyllabusBrowser
            programId={info.program.id}
            firstPage={sections.items}
            hasNext={sections.pageInfo.hasNext}
            totalCount={sections.pageInfo.totalCount}
          />
        </LearningMessages>
      </section>
    </div>
  );
}
