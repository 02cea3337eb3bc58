'use client';
import { useLocale, useTranslations } from '#intl';
import { lazy, Suspense, useId, type ReactNode, type Ref } from 'react';
import { formatNumber, type Locale } from '@manara/i18n';
import { Link } from '@/i18n/navigation';
import { CompassIcon } from '@/shared/ui/icons/compass-icon';
import { buttonStyles } from '@/shared/ui/styles';
import type { ListingPage } from '../../api/fetch-listing';
import type { ListingStatus } from '../../hooks/use-listing-data';
import { listingConfigs, listingPaths, type ListingKey } from '../../lib/listing-configs';
import { serializeListingState, sortKeys, changeState, type ListingState, type SortKey } from '../../lib/listing-state';
import { listingGridClass } from '../grid-classes';
import { selectClass } from './field-styles';
import { FiltersPanel, type CategoryOption } from './filters-panel';
import { Pagination } from '@/shared/ui/pagination/pagination';
import { countArgs } from '@/shared/lib/count-args';

// The server-rendered first page comes as markup; the code of cards and their skeletons loads
// when another page is asked for.
const ProgramGrid = lazy(() => import('../program-grid').then((module) => ({ default: module.ProgramGrid })));
const SkeletonGrid = lazy(() => import('../skeleton-card').then((module) => ({ default: module.SkeletonGrid })));

export interface ListingViewProps {
  listingKey: ListingKey;
  state: ListingState;
  page: ListingPage | null;
  /** The cards of the server-rendered default page, shown while `page` is that page. */
  initialGrid: ReactNode;
  showsInitial: boolean;
  status: ListingStatus;
  categories: readonly CategoryOption[];
  onChange?: (patch: Partial<ListingState>) => void;
  onPage?: (page: number) => void;
  onRetry?: () => void;
  resultsRef?: Ref<HTMLHeadingElement>;
}

/**
 * A catalogue listing: filters, result count and sort, cards (or skeletons, an empty state or an
 * error), pagination. Pure view of the state catalogue-listing.tsx keeps; the default page's cards
 * come rendered from the server.
 */
export function ListingView({
  listingKey,
  state,
  page,
  initialGrid,
  showsInitial,
  status,
  categories,
  onChange,
  onPage,
  onRetry,
  resultsRef,
}: ListingViewProps) {
  const t = useTranslations('explore');
  const locale = useLocale() as Locale;
  const headingId = useId();
  const sortId = useId();
  const config = listingConfigs[listingKey];
  const path = listingPaths[listingKey];
  const hrefOf = (target: number) => {
    const query = serializeListingState(changeState(state, { page: target }), config);
    return query ? `?${query}` : '?page=1';
  };
  const items = page?.items ?? [];
  const heading =
    status === 'ready' && page ? t('results.count', countArgs(page.pageInfo.totalCount, locale)) : t('results.loading');

  let body: ReactNode;
  if (status === 'error') {
    body = (
      <div role="alert" className="rounded-card border border-line bg-surface-raised p-8 text-center">
        <p className="text-fg">{t('results.error')}</p>
        <button type="button" onClick={onRetry} className={`${buttonStyles.primary} mt-4`}>
          {t('results.retry')}
        </button>
      </div>
    );
  } else if (status === 'loading' || !page) {
    body = (
      <Suspense fallback={null}>
        <SkeletonGrid count={config.pageSize} className={listingGridClass} />
      </Suspense>
    );
  } else if (items.length === 0) {
    body = (
      <div className="flex flex-col items-center rounded-card border border-dashed border-line bg-surface-raised px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent">
          <CompassIcon size={26} />
        </span>
        <h3 className="mt-4 text-xl font-bold text-fg">{t('results.emptyTitle')}</h3>
        <p className="mt-2 text-fg-muted">{t('results.emptyBody')}</p>
        <Link href={path} scroll={false} className={`${buttonStyles.primary} mt-6`}>
          {t('results.reset')}
        </Link>
      </div>
    );
  } else if (showsInitial) {
    body = initialGrid;
  } else {
    body = (
      <Suspense fallback={null}>
        <ProgramGrid items={items} priorityCount={state.page === 1 ? 3 : 0} className={listingGridClass} />
      </Suspense>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <FiltersPanel config={config} state={state} categories={categories} resetHref={path} onChange={onChange} />
      <section aria-labelledby={headingId} aria-busy={status === 'loading'}>
        <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
          <h2
            id={headingId}
            ref={resultsRef}
            tabIndex={-1}
            className="scroll-mt-24 text-lg font-bold text-fg outline-none"
          >
            {heading}
            {page && page.pageInfo.totalPages > 1 ? (
              <span className="ms-2 text-sm font-normal text-fg-muted">
                {t('pagination.status', {
                  page: formatNumber(page.pageInfo.page, locale),
                  total: formatNumber(page.pageInfo.totalPages, locale),
                })}
              </span>
            ) : null}
          </h2>
          <div className="flex items-center gap-2">
            <label htmlFor={sortId} className="shrink-0 text-sm font-semibold text-fg">
              {t('sort.label')}
            </label>
            <select
              id={sortId}
              name="sort"
              value={state.sort}
              onChange={(event) => onChange?.({ sort: event.target.value as SortKey })}
              className={`${selectClass} w-auto`}
            >
              {sortKeys.map((key) => (
                <option key={key} value={key}>
                  {t(`sort.${key}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {/* Filter and page changes are announced politely; the heading alone would change silently. */}
        <p role="status" className="sr-only">
          {status === 'error' ? '' : heading}
        </p>
        {body}
        {page && status === 'ready' ? (
          <Pagination page={page.pageInfo.page} totalPages={page.pageInfo.totalPages} hrefOf={hrefOf} onPage={onPage} />
        ) : null}
      </section>
    </div>
  );
}
