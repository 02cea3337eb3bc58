import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pageMetadata } from '@/app/_lib/page-metadata';
import { RefundPolicyForm } from '@/features/studio-orders/components/refund-policy-form';
import { RefundRequestList } from '@/features/studio-orders/components/refund-request-list';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

export const generateMetadata = pageMetadata('studioRefundRequests', { private: true });

/** Learners' refund requests and the policy for them, for administrators (decision 0057). */
export default async function StudioRefundRequestsPage({ params }: LocaleParams) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'pages.studioRefundRequests' });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-fg">{t('title')}</h1>
      <RefundRequestList />
      <RefundPolicyForm />
    </div>
  );
}
