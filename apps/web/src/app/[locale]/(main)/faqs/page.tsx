import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { JsonLd } from '@/shared/seo/json-ld';
import { buildMetadata } from '@/shared/seo/page-seo';
import { faqPageJsonLd } from '@/shared/seo/schema-org';
import { fetchFaqs } from '@/features/content/api/fetch-content';
import { FaqList } from '@/features/content/components/faq-list';
import { PageIntro } from '@/shared/ui/page-intro';
import { Link } from '@/i18n/navigation';
import { buttonStyles } from '@/shared/ui/styles';

/** Static per language, refreshed every 5 minutes (decision 0010). */
export const revalidate = 300;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'content.faqs' });
  return buildMetadata({ locale, path: '/faqs', title: t('title'), description: t('description') });
}

/** FAQs for learners and for lecturers, each a section of disclosures, with a way to ask more. */
export default async function FaqsPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const [t, faqs] = await Promise.all([getTranslations({ locale, namespace: 'content' }), fetchFaqs(locale)]);
  const groups = [
    { id: 'users', title: t('faqs.users'), items: faqs.users },
    { id: 'lecturers', title: t('faqs.lecturers'), items: faqs.lecturers },
  ];
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <JsonLd data={faqPageJsonLd([...faqs.users, ...faqs.lecturers])} />
      <PageIntro
        locale={locale}
        title={t('faqs.title')}
        path="/faqs"
        homeLabel={t('home')}
        breadcrumbLabel={t('breadcrumb')}
      >
        <p className="mt-3 text-lg text-fg-muted">{t('faqs.description')}</p>
      </PageIntro>
      <nav aria-label={t('faqs.tabsLabel')} className="mb-8">
        <ul className="flex flex-wrap gap-2">
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#faqs-${group.id}`} className={`${buttonStyles.secondary} ${buttonStyles.small}`}>
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section
          key={group.id}
          id={`faqs-${group.id}`}
          aria-labelledby={`faqs-${group.id}-heading`}
          className="mb-10 scroll-mt-24"
        >
          <h2 id={`faqs-${group.id}-heading`} className="mb-4 text-2xl font-bold text-fg">
            {group.title}
          </h2>
          <FaqList faqs={group.items} emptyText={t('faqs.empty')} />
        </section>
      ))}
      <aside aria-labelledby="faqs-help-heading" className="rounded-card bg-accent-soft p-6 text-center">
        <h2 id="faqs-help-heading" className="text-xl font-bold text-fg">
          {t('faqs.stillNeedHelp')}
        </h2>
        <Link href="/contact-us" className={`${buttonStyles.primary} mt-4`}>
          {t('faqs.contactUs')}
        </Link>
      </aside>
    </div>
  );
}
