'use client';
import { useTranslations } from '#intl';
import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';
import { lazyWithPreload } from '@/shared/ui/lazy-with-preload';
import { StatePanel } from '@/shared/ui/state-panel';
import { Link } from '@/i18n/navigation';
import { AlertIcon } from '@/shared/ui/icons/alert-icon';
import { ReceiptIcon } from '@/shared/ui/icons/receipt-icon';
import { buttonStyles } from '@/shared/ui/styles';
import { useTransactionsPage } from '../hooks/use-transactions-page';
import { pageParam } from '../lib/page-param';

// The orders' code (cards, refund and kiosk panels, paging) loads beside the orders' request
// (docs/performance.md).
const TransactionList = lazyWithPreload(() => import('./transaction-list'));

function HistorySkeleton() {
  const t = useTranslations('cart.page');
  return (
    <div role="status" className="flex flex-col gap-4">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1, 2].map((i) => (
        <div key={i} aria-hidden="true" className="h-40 animate-pulse rounded-card bg-surface-muted" />
      ))}
    </div>
  );
}

/** /purchase-history: the learner's orders page by page (`?page=` in the URL), read in the browser. */
export function PurchaseHistoryView() {
  const t = useTranslations('cart.history');
  const pageT = useTranslations('cart.page');
  const page = pageParam(useSearchParams().get('page'));
  const { status, data, retry } = useTransactionsPage(page);
  useEffect(TransactionList.preload, []);

  if (status === 'loading') return <HistorySkeleton />;
  if (status === 'error' || !data) {
    return (
      <StatePanel icon={<AlertIcon size={30} />} title={t('loadFailed')}>
        <button type="button" onClick={retry} className={buttonStyles.primary}>
          {pageT('retry')}
        </button>
      </StatePanel>
    );
  }
  if (data.items.length === 0 && page === 1) {
    return (
      <StatePanel icon={<ReceiptIcon size={30} />} title={t('emptyTitle')} body={t('emptyBody')}>
        <Link href="/courses" className={buttonStyles.primary}>
          {pageT('browseCourses')}
        </Link>
      </StatePanel>
    );
  }
  return (
    <Suspense fallback={<HistorySkeleton />}>
      <TransactionList data={data} page={page} />
    </Suspense>
  );
}
