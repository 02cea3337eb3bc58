import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { FocusBar } from '@/features/shell/components/layout/focus-bar';
import { SkipLink } from '@/features/shell/components/layout/skip-link';

/** Program layout (docs/product/shell.md): following an enrolled course, with a way back to my learning. */
export default async function ProgramLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'nav' });
  return (
    <>
      <SkipLink />
      <FocusBar backHref="/my-learning-programs" backLabel={t('backToLearning')} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </>
  );
}
