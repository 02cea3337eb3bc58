import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { asLocale } from '@/i18n/locale-params';
import { FocusBar } from '@/features/shell/components/layout/focus-bar';
import { SkipLink } from '@/features/shell/components/layout/skip-link';

type Props = { children: ReactNode; params: Promise<{ locale: string; id: string }> };

/**
 * Lesson layout (docs/product/shell.md): the lesson beside the course outline, with a way back to the
 * program's learning page. It sits under `[id]` so that it receives the program's id.
 * The page renders the <main> and the outline <aside>: both follow the learner's ticks.
 */
export default async function LessonLayout({ children, params }: Props) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'nav' });
  return (
    <>
      <SkipLink />
      <FocusBar backHref={`/program/details/${id}`} backLabel={t('backToCourse')} />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 lg:flex-row lg:items-start">
        {children}
      </div>
    </>
  );
}
