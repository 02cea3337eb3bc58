import { formatLongDate, type Locale } from '@manara/i18n';
import { getTranslations } from 'next-intl/server';
import type { PolicyData } from '../api/content-documents';
import { PageIntro } from '@/shared/ui/page-intro';
import { RichHtml } from '@/shared/ui/rich-html';

/** A policy (payment, privacy, terms): title, last-updated date and the sanitised text. */
export async function PolicyView({ policy, path, locale }: { policy: PolicyData; path: string; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content' });
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <PageIntro
        locale={locale}
        title={policy.title}
        path={path}
        homeLabel={t('home')}
        breadcrumbLabel={t('breadcrumb')}
      >
        <p className="mt-3 text-fg-muted">
          <time dateTime={policy.updatedAt}>
            {t('policies.lastUpdated', { date: formatLongDate(policy.updatedAt, locale) })}
          </time>
        </p>
      </PageIntro>
      <RichHtml html={policy.content} />
    </div>
  );
}
