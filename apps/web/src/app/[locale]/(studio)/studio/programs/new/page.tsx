import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { StudioBreadcrumbs } from '@/features/studio/components/studio-breadcrumbs';
import { NewProgramForm } from '@/features/studio-programs/components/new-program-form';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioNewProgram', { private: true });

export default async function NewProgramPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages' });
  return (
    <div className="flex flex-col gap-6">
      <StudioBreadcrumbs
        label={t('studioNewProgram.breadcrumbs')}
        crumbs={[
          { label: t('studioPrograms.title'), href: '/studio/programs' },
          { label: t('studioNewProgram.title') },
        ]}
      />
      <h1 className="text-2xl font-bold text-fg">{t('studioNewProgram.title')}</h1>
      <NewProgramForm />
    </div>
  );
}
