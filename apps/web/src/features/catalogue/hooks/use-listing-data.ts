import { useEffect, useState } from 'react';
import type { ListingPage } from '../api/fetch-listing';
import { serializeListingState, type ListingConfig, type ListingState } from '../lib/listing-state';

export type ListingStatus = 'ready' | 'loading' | 'error';

/**
 * The page of results for a listing state. The default state shows the server-rendered page; any
 * other state is fetched in the browser, aborting the previous request so a slow answer for an
 * old filter can never replace a newer one.
 */
export function useListingData(state: ListingState, config: ListingConfig, initial: ListingPage, locale: string) {
  const key = serializeListingState(state, config);
  const [loaded, setLoaded] = useState<{ key: string; page: ListingPage } | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === '') return;
    const controller = new AbortController();
    setFailedKey(null);
    // The default page comes from the server; the fetching code loads with the first other one.
    import('../api/fetch-listing')
      .then(({ fetchListing }) => fetchListing(state, config, { locale, signal: controller.signal }))
      .then(
        (page) => setLoaded({ key, page }),
        () => {
          if (!controller.signal.aborted) setFailedKey(key);
        },
      );
    return () => controller.abort();
    // `state` is a function of `key`; refetch only when the query (or a retry) changes.
  }, [key, attempt, locale]);

  const page = key === '' ? initial : loaded?.key === key ? loaded.page : null;
  const status: ListingStatus = page ? 'ready' : failedKey === key ? 'error' : 'loading';
  return { page, status, retry: () => setAttempt((n) => n + 1) };
}
