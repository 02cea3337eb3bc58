'use client';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { buttonStyles } from '@/shared/ui/styles';
import { request } from '@/shared/graphql/request';
import { sectionsPageQuery, type SyllabusSectionData } from '../api/learning-documents';
import { useLearningFormat } from '../hooks/use-learning-format';
import { appendSections } from '../lib/syllabus-state';
import { SyllabusSections } from './syllabus-sections';

export const SECTIONS_PAGE_SIZE = 5;

/** The program layout's syllabus: the first page comes with the page, 'load more' fetches the next. */
export function SyllabusBrowser({
  programId,
  firstPage,
  hasNext: initialHasNext,
  totalCount,
}: {
  programId: string;
  firstPage: SyllabusSectionData[];
  hasNext: boolean;
  totalCount: number;
}) {
  const t = useTranslations('learning');
  const locale = useLocale();
  const { n } = useLearningFormat();
  const [sections, setSections] = useState(firstPage);
  const [page, setPage] = useState(1);
  const [hasNext, setHasNext] = useState(initialHasNext);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');

  async function loadMore() {
    if (state === 'loading') return;
    setState('loading');
    try {
      const { sectionsAndLessonsByCourseId: result } = await request(
        sectionsPageQuery,
        { courseId: programId, paginate: { page: page + 1, limit: SECTIONS_PAGE_SIZE } },
        { locale },
      );
      if (!result.success || !result.data) throw new Error(result.code);
      setSections((shown) => appendSections(shown, result.data!.items));
      setPage(result.data.pageInfo.page);
      setHasNext(result.data.pageInfo.hasNext);
      setState('idle');
    } catch {
      setState('error');
    }
  }

  return (
    <>
      <SyllabusSections sections={sections} programId={programId} />
      <div className="mt-4 flex flex-col items-center gap-2" aria-live="polite">
        {hasNext ? (
          <button
            type="button"
            onClick={loadMore}
            aria-disabled={state === 'loading' || undefined}
            className={buttonStyles.secondary}
            data-testid="syllabus-load-more"
          >
            {state === 'loading' ? t('program.loadingMore') : t('program.loadMore')}
          </button>
        ) : totalCount > SECTIONS_PAGE_SIZE ? (
          <p className="text-sm text-fg-muted">{t('program.allLoaded', { count: totalCount, n: n(totalCount) })}</p>
        ) : null}
        {state === 'error' ? (
          <p className="text-sm font-semibold text-[light-dark(#7a271a,#fecdca)]">{t('common.loadFailed')}</p>
        ) : null}
      </div>
    </>
  );
}
