import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { buildMetadata } from '@/shared/seo/page-seo';
import type { PolicyKind } from '../api/content-documents';
import { fetchPolicy } from '../api/fetch-content';
import { PolicyView } from '../components/policy-view';

/**
 * generateMetadata and the page of a policy route (/payment-policy, /privacy-policy,
 * /terms-and-conditions): the three differ only in the policy kind and path.
 */
export function policyRoute(kind: PolicyKind, path: string) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const locale = asLocale((await params).locale);
    const [policy, t] = await Promise.all([
      fetchPolicy(locale, kind),
      getTranslations({ locale, namespace: 'content.policies' }),
    ]);
    if (!policy) return {};
    return buildMetadata({ locale, path, title: policy.title, description: t(`${kind}.description`) });
  }

  async function PolicyPage({ params }: LocaleParams) {
    const locale = asLocale((await params).locale);
    setRequestLocale(locale);
    const policy = await fetchPolicy(locale, kind);
    if (!policy) notFound();
    return <PolicyView policy={policy} path={path} locale={locale} />;
  }

  return { generateMetadata, PolicyPage };
}
