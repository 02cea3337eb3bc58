import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SkipLink } from '@/features/shell/components/layout/skip-link';
import { StudioHeader } from '@/features/studio/components/studio-header';
import { StudioNav } from '@/features/studio/components/studio-nav';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { PageMessages } from '@/i18n/page-messages';

/**
 * The studio's own layout (decision 0028): its header and side navigation around the page. Its
 * code and texts load only under /studio; learner pages never carry them.
 */
export default async function StudioLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  setRequestLocale(asLocale((await params).locale));
  return (
    <PageMessages namespaces={['studio', 'explore.levels', 'explore.languages']}>
      <SkipLink />
      <StudioHeader />
      <div className="flex flex-1 flex-col md:flex-row">
        <StudioNav />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6">
          {children}
        </main>
      </div>
    </PageMessages>
  );
}
