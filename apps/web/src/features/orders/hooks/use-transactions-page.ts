'use client';
import { useLocale } from '#intl';
import { useEffect, useState } from 'react';
import { request } from '@/shared/graphql/request';
import { getMyTransactionsQuery, type RefundStandingData, type TransactionData } from '../api/order-documents';

export const TRANSACTIONS_PAGE_SIZE = 10;

export interface TransactionsPageData {
  items: Array<TransactionData & { refundStanding: RefundStandingData | null }>;
  totalPages: number;
}

/** One page of the learner's own transactions, newest first; a newer page request cancels an older one. */
export function useTransactionsPage(page: number) {
  const locale = useLocale();
  const [loaded, setLoaded] = useState<{ page: number; data: TransactionsPageData } | null>(null);
  const [failedPage, setFailedPage] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setFailedPage(null);
    request(
      getMyTransactionsQuery,
      { paginate: { page, limit: TRANSACTIONS_PAGE_SIZE } },
      { locale, signal: controller.signal },
    ).then(
      ({ getMyTransactionsForUser: result }) => {
        if (result.success && result.data)
          setLoaded({ page, data: { items: result.data.items, totalPages: result.data.pageInfo.totalPages } });
        else setFailedPage(page);
      },
      () => {
        if (!controller.signal.aborted) setFailedPage(page);
      },
    );
    return () => controller.abort();
  }, [page, locale, attempt]);

  const data = loaded?.page === page ? loaded.data : null;
  const status = data ? 'ready' : failedPage === page ? 'error' : 'loading';
  return { status, data, retry: () => setAttempt((n) => n + 1) } as const;
}
