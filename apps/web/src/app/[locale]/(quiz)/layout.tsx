import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { FocusBar } from '@/features/shell/components/layout/focus-bar';
import { SkipLink } from '@/features/shell/components/layout/skip-link';

/** Quiz layout (docs/product/shell.md): a slim bar and the quiz, no site navigation to distract. */
export default async function QuizLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'nav' });
  return (
    <>
      <SkipLink />
      <FocusBar backHref="/my-learning-programs" backLabel={t('exitQuiz')} />
      <main id="main" tabIndex={-1} className="flex-1 bg-surface-muted outline-none">
        {children}
      </main>
    </>
  );
}
