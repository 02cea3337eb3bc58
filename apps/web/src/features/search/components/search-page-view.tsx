'use client';
import { useTranslations } from '#intl';
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { trackEvent } from '@/shared/analytics/analytics-queue';
import { useLiveSearch } from '../hooks/use-live-search';
import { useSearchStatus } from '../hooks/use-search-status';
import { countResults } from '../lib/merge-results';
import { SearchPageForm } from './search-page-form';
import { SearchPageGroups } from './search-page-groups';
import { NoResults, ResultsSkeleton, SearchAnnouncer, SearchError } from './search-states';

/** Results per type on the /search page (the API allows up to 20). */
export const PAGE_RESULTS_PER_TYPE = 20;

/**
 * The /search page's form and results, driven by `?q=` read in the browser (decision 0010: the
 * page itself stays static). Blank or missing q shows an invitation to type.
 */
export function SearchPageView() {
  const t = useTranslations('search.page');
  const query = useSearchParams().get('q') ?? '';
  const search = useLiveSearch({ limit: PAGE_RESULTS_PER_TYPE, delayMs: 0 });
  const status = useSearchStatus(search.state);
  const { update } = search;
  useEffect(() => update(query), [update, query]);

  const { state } = search;
  // A search the page answered is counted with how many it found (decision 0059).
  useEffect(() => {
    if (state.status === 'success')
      trackEvent({ kind: 'SEARCH', query: state.query, resultCount: countResults(state.result) });
  }, [state]);
  return (
    <>
      <SearchPageForm query={query} />
      <SearchAnnouncer message={status} />
      <div className="mt-8">
        {state.status === 'idle' ? (
          <div className="rounded-2xl border border-dashed border-line px-6 py-12 text-center">
            <p className="text-lg font-semibold text-fg">{t('blankTitle')}</p>
            <p className="mt-1 text-fg-muted">{t('blankBody')}</p>
          </div>
        ) : state.status === 'loading' ? (
          <ResultsSkeleton rows={4} thumbnailWidth={112} />
        ) : state.status === 'error' ? (
          <SearchError onRetry={search.retry} />
        ) : countResults(state.result) === 0 ? (
          <NoResults query={state.query} />
        ) : (
          <>
            <p className="mb-6 text-fg-muted">
              {t.rich('resultsFor', { query: state.query, bdi: (chunks) => <bdi>{chunks}</bdi> })}
            </p>
            <SearchPageGroups results={state.result} />
          </>
        )}
      </div>
    </>
  );
}
