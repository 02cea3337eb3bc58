import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { asLocale } from '@/i18n/locale-params';
import { loadQuiz } from '@/features/learning/api/load-quiz';
import { FocusBar } from '@/features/shell/components/layout/focus-bar';
import { SkipLink } from '@/features/shell/components/layout/skip-link';

type Props = { children: ReactNode; params: Promise<{ locale: string; id: string }> };

/**
 * Quiz layout (docs/product/shell.md): a slim bar and the quiz, no site navigation to distract.
 * Leaving goes to the learning page of the quiz's program; it sits under `[id]` to learn which
 * (the page asks the same cached loader, so one request serves both).
 */
export default async function QuizLayout({ children, params }: Props) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const [t, { programId }] = await Promise.all([getTranslations({ locale, namespace: 'nav' }), loadQuiz(locale, id)]);
  return (
    <>
      <SkipLink />
      <FocusBar
        backHref={programId ? `/program/details/${programId}` : '/my-learning-programs'}
        backLabel={t('exitQuiz')}
      />
      <main id="main" tabIndex={-1} className="flex-1 bg-surface-muted outline-none">
        {children}
      </main>
    </>
  );
}
