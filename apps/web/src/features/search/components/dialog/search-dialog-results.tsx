'use client';
import { useTranslations } from '#intl';
import { Link } from '@/i18n/navigation';
import type { SearchResults } from '@/features/search/api/search-documents';
import { SearchResultRow } from '@/features/search/components/search-result-row';
import { NoResults, ResultsSkeleton, SearchError } from '@/features/search/components/search-states';
import { countResults, DIALOG_RESULT_LIMIT, mergeResults } from '@/features/search/lib/merge-results';
import { searchPageHref } from '@/features/search/lib/result-href';
import type { SearchState } from '@/features/search/lib/search-scheduler';
import { ArrowEndIcon } from '@/shared/ui/icons/arrow-end-icon';
import { buttonStyles } from '@/shared/ui/styles';

type ActiveState = Exclude<SearchState<SearchResults>, { status: 'idle' }>;

/** The dialog while text is typed: loading rows, up to 4 results and 'view all', no results, or an error. */
export function SearchDialogResults({
  state,
  onRetry,
  onNavigate,
}: {
  state: ActiveState;
  onRetry: () => void;
  onNavigate: () => void;
}) {
  const t = useTranslations('search');
  if (state.status === 'loading') return <ResultsSkeleton rows={DIALOG_RESULT_LIMIT} />;
  if (state.status === 'error') return <SearchError onRetry={onRetry} />;
  const hits = mergeResults(state.result, DIALOG_RESULT_LIMIT);
  if (hits.length === 0) return <NoResults query={state.query} />;
  return (
    <section aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className="sr-only">
        {t('results')}
      </h2>
      <ul className="space-y-1">
        {hits.map((hit) => (
          <li key={`${hit.type}:${hit.id}`}>
            <SearchResultRow hit={hit} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
      {countResults(state.result) >= DIALOG_RESULT_LIMIT ? (
        <Link
          href={searchPageHref(state.query)}
          onClick={onNavigate}
          data-search-item=""
          className={`${buttonStyles.secondary} mt-3 w-full`}
        >
          {t('viewAll')}
          <ArrowEndIcon size={18} className="flip-rtl" />
        </Link>
      ) : null}
    </section>
  );
}
