import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AnalyticsConsent } from '@/features/analytics/components/analytics-consent';
import { SiteFooter } from '@/features/shell/components/layout/site-footer';
import { SiteHeader } from '@/features/shell/components/layout/site-header';
import { SkipLink } from '@/features/shell/components/layout/skip-link';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';

/** The default layout: skip link, header, the page in <main>, a visitor's analytics consent, footer. */
export default async function MainLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  setRequestLocale(asLocale((await params).locale));
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <AnalyticsConsent />
      <SiteFooter />
    </>
  );
}
