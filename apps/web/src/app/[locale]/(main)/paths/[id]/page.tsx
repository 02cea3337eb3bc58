import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { segment } from '@/app/_lib/legacy-redirect';
import { asLocale } from '@/i18n/locale-params';
import { JsonLd } from '@/shared/seo/json-ld';
import { absoluteUrl, buildMetadata } from '@/shared/seo/page-seo';
import { diplomaJsonLd } from '@/shared/seo/schema-org';
import { loadDiploma } from '@/features/catalogue/api/load-detail';
import { Breadcrumbs } from '@/features/catalogue/components/breadcrumbs';
import { DiplomaDetail } from '@/features/catalogue/components/diploma/diploma-detail';
import { ReportAction } from '@/features/community/components/report-action';
import { EnrolActions } from '@/features/program/components/enrol-actions';

type Props = { params: Promise<{ locale: string; id: string }> };

export const revalidate = 300;

/** Rendered on first visit, then cached (no ids are known at build time). */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  const diploma = await loadDiploma(locale, id);
  return buildMetadata({
    locale,
    path: `/paths/${segment(diploma.slug)}`,
    // The search texts written in the studio win; without them, the page's own (decision 0071).
    title: diploma.seoTitle ?? diploma.title,
    description: diploma.seoDescription ?? diploma.summary,
    image: diploma.thumbnail,
  });
}

/** /paths/{id or slug}: a diploma (track). A UUID redirects permanently to the slug URL (docs/product/shell.md). */
export default async function PathDetailPage({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const diploma = await loadDiploma(locale, id);
  const path = `/paths/${segment(diploma.slug)}`;
  const t = await getTranslations({ locale, namespace: 'pages.paths' });
  return (
    <>
      <JsonLd
        data={diplomaJsonLd({
          url: absoluteUrl(locale, path),
          name: diploma.title,
          description: diploma.summary,
          image: diploma.thumbnail,
          priceEgp: diploma.priceAfterDiscount,
          programCount: diploma.programs.length,
        })}
      />
      <DiplomaDetail
        diploma={diploma}
        cta={
          <>
            <EnrolActions
              programId={diploma.id}
              programType="DIPLOMA"
              free={diploma.priceAfterDiscount === 0}
              locale={locale}
            />
            <ReportAction target="DIPLOMA" targetId={diploma.id} name={diploma.title} />
          </>
        }
        breadcrumbs={
          <Breadcrumbs
            locale={locale}
            items={[
              { name: t('title'), path: '/paths' },
              { name: diploma.title, path },
            ]}
          />
        }
      />
    </>
  );
}
