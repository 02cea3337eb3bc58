import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { loadCertificate } from '@/features/certificates/api/load-certificate';
import { CertificateFacts } from '@/features/certificates/components/certificate-facts';
import { asLocale } from '@/i18n/locale-params';
import { buildMetadata } from '@/shared/seo/page-seo';

type Props = { params: Promise<{ locale: string; id: string }> };

/** Public and the same for everyone: rendered on first visit, then cached and refreshed (decision 0010). */
export function generateStaticParams() {
  return [];
}
export const revalidate = 300; // as CERTIFICATE_REVALIDATE_SECONDS (a literal: Next reads it statically)

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  const certificate = await loadCertificate(locale, id);
  const t = await getTranslations({ locale, namespace: 'learning.verification' });
  return buildMetadata({
    locale,
    path: `/certification/${certificate.id}`,
    title: t('metaTitle', { code: certificate.code }),
    description: t('metaDescription', { learner: certificate.learnerName, program: certificate.programTitle }),
  });
}

/** /certification/{id}: the public verification page of a certificate (works signed out). */
export default async function CertificationPage({ params }: Props) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const certificate = await loadCertificate(locale, id);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <CertificateFacts certificate={certificate} locale={locale} />
    </div>
  );
}
