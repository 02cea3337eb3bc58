'use client';
import { useState } from 'react';
import { usePagedQuery, type Paged } from '@/shared/hooks/use-paged-query';

/** A studio list operation's answer: the envelope around one page. */
export interface StudioPageEnvelope {
  success: boolean;
  code: string;
  data: {
    items: readonly unknown[];
    pageInfo: { totalPages: number; totalCount?: number | null; totalCountIsLowerBound?: boolean | null };
  } | null;
}

/**
 * One page of a studio list for `filter` (docs/product/studio.md): fetched when the filter or the
 * language changes, a newer request cancelling an older one. A refused envelope (not signed in,
 * not allowed) is returned as `refusal` for StudioRefusal; the page's rows are typed by the caller.
 */
export function useStudioList<T>(
  filter: object,
  locale: string,
  fetchPage: (signal: AbortSignal) => Promise<StudioPageEnvelope>,
) {
  const [refusal, setRefusal] = useState<string | null>(null);
  // usePagedQuery calls the `load` of the render whose key changed, so it sees this filter.
  const load = async (signal: AbortSignal): Promise<Paged<T>> => {
    const result = await fetchPage(signal);
    if (!result.success || !result.data) {
      setRefusal(result.code);
      return { items: [], totalPages: 0, totalCount: 0 };
    }
    setRefusal(null);
    return {
      items: result.data.items as T[],
      totalPages: result.data.pageInfo.totalPages,
      totalCount: result.data.pageInfo.totalCount ?? 0,
      totalCountIsLowerBound: result.data.pageInfo.totalCountIsLowerBound ?? false,
    };
  };
  return { refusal, ...usePagedQuery<T>(`${JSON.stringify(filter)}:${locale}`, load) };
}
