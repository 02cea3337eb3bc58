import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { LearningMessages } from '@/features/learning/components/learning-messages';
import { MyLearningView } from '@/features/learning/components/my-learning-view';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('myLearningPrograms', { private: true });

/** Static shell; the learner's programs are read in the browser (`?tab=` and `?page=`). */
export default async function MyLearningProgramsPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages.myLearningPrograms' });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-fg">{t('title')}</h1>
      <p className="mb-8 mt-2 text-fg-muted">{t('description')}</p>
      <LearningMessages>
        <Suspense fallback={null}>
          <MyLearningView />
        </Suspense>
      </LearningMessages>
    </div>
  );
}
