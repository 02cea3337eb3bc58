'use client';
import { useLocale } from '#intl';
import { Suspense, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ListingPage } from '../../api/fetch-listing';
import { useListingData } from '../../hooks/use-listing-data';
import { listingConfigs, type ListingKey } from '../../lib/listing-configs';
import { changeState, parseListingState, serializeListingState, type ListingState } from '../../lib/listing-state';
import type { CategoryOption } from './filters-panel';
import { ListingView } from './listing-view';
import { SearchParamsReporter } from './search-params-reporter';

/**
 * The interactive listing: reads filters, sort and page from the URL, fetches that page in the
 * browser and writes changes back to the URL with the History API (no server round trip, so the
 * page itself stays static: decision 0010). The server renders the default first page, which
 * hydrates in place; the URL's query arrives right after (SearchParamsReporter).
 */
export function CatalogueListing({
  listingKey,
  initial,
  initialGrid,
  categories,
}: {
  listingKey: ListingKey;
  initial: ListingPage;
  /** `initial`'s cards rendered on the server, so the browser needs the card code only for other pages. */
  initialGrid: ReactNode;
  categories: readonly CategoryOption[];
}) {
  const config = listingConfigs[listingKey];
  const locale = useLocale();
  // The server knows no query (the page is static): '' until the reporter tells the real one.
  const [search, setSearch] = useState('');
  const state = useMemo(() => parseListingState(new URLSearchParams(search), config), [search, config]);
  const { page, status, retry } = useListingData(state, config, initial, locale);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const go = (next: ListingState, mode: 'push' | 'replace') => {
    const query = serializeListingState(next, config);
    const url = `${window.location.pathname}${query ? `?${query}` : ''}`;
    // Next keeps useSearchParams in step with the History API.
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
  };
  // Filters replace the entry (refining is one step); pages push one, so Back returns to the last page.
  const onChange = (patch: Partial<ListingState>) => go(changeState(state, patch), 'replace');
  const onPage = (target: number) => {
    go(changeState(state, { page: target }), 'push');
    const heading = resultsRef.current;
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <>
      <Suspense fallback={null}>
        <SearchParamsReporter onChange={setSearch} />
      </Suspense>
      <ListingView
        listingKey={listingKey}
        state={state}
        page={page}
        initialGrid={initialGrid}
        showsInitial={page === initial}
        status={status}
        categories={categories}
        onChange={onChange}
        onPage={onPage}
        onRetry={retry}
        resultsRef={resultsRef}
      />
    </>
  );
}
