'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import type { ReactNode } from 'react';
import type { Paged } from '@/shared/hooks/use-paged-query';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { Pagination } from '@/shared/ui/pagination/pagination';

/**
 * Every studio list's state below its filters (docs/product/studio.md): a skeleton while loading,
 * a retry on failure, then the count (or `moreThan` where a large list stopped counting), the table (or "nothing found") and the server's pages. Its
 * texts are the list's namespace's `loading`, `loadFailed`, `retry`, `empty` and `count`.
 */
export function StudioListResults<T>({
  status,
  data,
  page,
  onPage,
  onRetry,
  namespace,
  countTestId,
  table,
}: {
  status: 'loading' | 'error' | 'ready';
  data: Paged<T> | null;
  page: number;
  onPage: (page: number) => void;
  onRetry: () => void;
  namespace:
    | 'studio.orders'
    | 'studio.refundRequests'
    | 'studio.applications'
    | 'studio.programs'
    | 'studio.coupons'
    | 'studio.moderation'
    | 'studio.users'
    | 'studio.blogs';
  countTestId: string;
  table: (rows: T[]) => ReactNode;
}) {
  const t = useTranslations(namespace);
  const locale = useLocale() as Locale;
  const total = data?.totalCount ?? 0;
  return (
    <>
      {status === 'loading' ? <ListSkeleton label={t('loading')} count={3} /> : null}
      {status === 'error' ? (
        <p role="alert" className="text-fg">
          {t('loadFailed')}{' '}
          <button type="button" onClick={onRetry} className="font-semibold text-accent underline">
            {t('retry')}
          </button>
        </p>
      ) : null}
      {data ? (
        <>
          <p className="text-sm text-fg-muted" role="status" data-testid={countTestId}>
            {data.totalCountIsLowerBound
              ? t('moreThan', { n: formatNumber(total, locale) })
              : t('count', { count: total, n: formatNumber(total, locale) })}
          </p>
          {data.items.length > 0 ? table(data.items) : <p className="text-fg">{t('empty')}</p>}
          <Pagination page={page} totalPages={data.totalPages} hrefOf={(n) => `?page=${n}`} onPage={onPage} />
        </>
      ) : null}
    </>
  );
}
