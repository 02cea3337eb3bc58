'use client';
import { useLocale } from '#intl';
import { useEffect, useMemo, useState } from 'react';
import { fetchSearch } from '../api/fetch-search';
import type { SearchResults } from '../api/search-documents';
import { createSearchScheduler, type SearchState } from '../lib/search-scheduler';

/**
 * Search as you type (docs/product/shell.md): `update` on every keystroke (or URL change, with no delay), `retry`
 * after an error, `reset` when the dialog closes. The scheduler holds the rules; this only keeps its state for rendering.
 */
export function useLiveSearch({ limit, delayMs }: { limit?: number; delayMs?: number } = {}) {
  const locale = useLocale();
  const [state, setState] = useState<SearchState<SearchResults>>({ status: 'idle' });
  const scheduler = useMemo(
    () =>
      createSearchScheduler<SearchResults>({
        run: (query, signal) => fetchSearch(query, { limit, locale, signal }),
        onChange: setState,
        delayMs,
      }),
    [limit, locale, delayMs],
  );
  useEffect(() => () => scheduler.reset(), [scheduler]);
  return { state, update: scheduler.update, retry: scheduler.retry, reset: scheduler.reset };
}
