import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { buildMetadata } from '@/shared/seo/page-seo';
import { fetchCountries } from '@/features/content/api/fetch-content';
import { ContactForm } from '@/features/content/components/contact-form';
import { PageIntro } from '@/shared/ui/page-intro';
import { Link } from '@/i18n/navigation';

/** Static per language (the country list refreshes every 5 minutes); the form posts from the browser. */
export const revalidate = 300;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'content.contact' });
  return buildMetadata({ locale, path: '/contact-us', title: t('title'), description: t('description') });
}

const phoneOutcomes = ['TOO_SHORT', 'TOO_LONG', 'NOT_A_NUMBER', 'INVALID_COUNTRY', 'INVALID'] as const;

export default async function ContactPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const [t, countries] = await Promise.all([getTranslations({ locale, namespace: 'content' }), fetchCountries(locale)]);
  const c = (key: string) => t(`contact.${key}`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <PageIntro
        locale={locale}
        title={c('title')}
        path="/contact-us"
        homeLabel={t('home')}
        breadcrumbLabel={t('breadcrumb')}
      >
        <p className="mt-3 text-lg text-fg-muted">{c('description')}</p>
      </PageIntro>
      <section
        aria-labelledby="contact-form-heading"
        className="rounded-card border border-line bg-surface-raised p-5 shadow-card sm:p-8"
      >
        <h2 id="contact-form-heading" className="mb-5 text-xl font-bold text-fg">
          {c('formHeading')}
        </h2>
        <ContactForm
          countries={countries}
          labels={{
            name: c('name'),
            email: c('email'),
            phone: c('phone'),
            country: c('country'),
            optional: c('optional'),
            phonePlaceholder: c('phonePlaceholder'),
            phoneHint: c('phoneHint'),
            subject: c('subject'),
            message: c('message'),
            messageHint: c('messageHint'),
            submit: c('submit'),
            submitting: c('submitting'),
            sent: c('sent'),
            messageTooShort: c('messageTooShort'),
            phoneErrors: Object.fromEntries(phoneOutcomes.map((o) => [o, c(`phoneErrors.${o}`)])) as Record<
              (typeof phoneOutcomes)[number],
              string
            >,
          }}
        />
      </section>
      <section aria-labelledby="contact-other-heading" className="mt-10">
        <h2 id="contact-other-heading" className="text-xl font-bold text-fg">
          {c('otherWays')}
        </h2>
        <Link href="/faqs" className="mt-3 inline-block font-semibold text-accent underline-offset-2 hover:underline">
          {c('faqsLink')}
        </Link>
      </section>
    </div>
  );
}
