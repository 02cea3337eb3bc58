import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { MyCertificatesView } from '@/features/certificates/components/my-certificates-view';
import { LearningMessages } from '@/features/learning/components/learning-messages';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('myCertificates', { private: true });

/** Static shell; the learner's certificates are read in the browser (`?page=`). */
export default async function MyCertificatesPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages.myCertificates' });
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-fg">{t('title')}</h1>
      <p className="mb-8 mt-2 text-fg-muted">{t('description')}</p>
      <LearningMessages>
        <Suspense fallback={null}>
          <MyCertificatesView />
        </Suspense>
      </LearningMessages>
    </div>
  );
}
