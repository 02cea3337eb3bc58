import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { fetchCountries, fetchFaqs } from '@/features/content/api/fetch-content';
import { PageIntro } from '@/shared/ui/page-intro';
import { fetchRegistrationChoices } from '@/features/lecturer-registration/api/fetch-registration-choices';
import { LecturerFaqAside } from '@/features/lecturer-registration/components/lecturer-faq-aside';
import { LecturerRegistrationForm } from '@/features/lecturer-registration/components/lecturer-registration-form';
import { MyApplicationGate } from '@/features/lecturer-registration/components/my-application-gate';
import { RegistrationMessages } from '@/features/lecturer-registration/components/registration-messages';

export const generateMetadata = pageMetadata('joinAsLecturer');

/** Static per language, refreshed every 5 minutes (decision 0010); the viewer's session is read in the browser. */
export const revalidate = 300;

/**
 * docs/product/shell.md /join-as-lecturer: the application form (decision 0018) with the lecturer FAQ beside it;
 * a signed-in applicant sees where their application stands instead (decision 0051).
 */
export default async function JoinAsLecturerPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const [tPages, tContent, t, faqs, countries, choices] = await Promise.all([
    getTranslations({ locale, namespace: 'pages' }),
    getTranslations({ locale, namespace: 'content' }),
    getTranslations({ locale, namespace: 'lecturer' }),
    fetchFaqs(locale),
    fetchCountries(locale),
    fetchRegistrationChoices(locale),
  ]);
  const title = tPages('joinAsLecturer.title');
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <PageIntro
        locale={locale}
        title={title}
        path="/join-as-lecturer"
        homeLabel={tContent('home')}
        breadcrumbLabel={tContent('breadcrumb')}
      >
        <p className="mt-3 max-w-3xl text-lg text-fg-muted">{t('intro')}</p>
      </PageIntro>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <RegistrationMessages>
          <MyApplicationGate>
            <LecturerRegistrationForm
              countries={countries}
              fieldsOfTraining={choices.fieldsOfTraining}
              jobTitles={choices.jobTitles}
            />
          </MyApplicationGate>
        </RegistrationMessages>
        <LecturerFaqAside
          faqs={faqs.lecturers}
          labels={{ title: t('faq.title'), empty: t('faq.empty'), more: t('faq.more') }}
        />
      </div>
    </div>
  );
}
