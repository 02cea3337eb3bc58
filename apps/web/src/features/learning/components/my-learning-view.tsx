'use client';
import { useLocale, useTranslations } from '#intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useRef, type KeyboardEvent } from 'react';
import { StatePanel } from '@/shared/ui/state-panel';
import { Pagination } from '@/shared/ui/pagination/pagination';
import { Link } from '@/i18n/navigation';
import { AlertIcon } from '@/shared/ui/icons/alert-icon';
import { AwardIcon } from '@/shared/ui/icons/award-icon';
import { BookIcon } from '@/shared/ui/icons/book-icon';
import { buttonStyles } from '@/shared/ui/styles';
import { request } from '@/shared/graphql/request';
import { myCompletedQuery, myInProgressQuery, type MyProgramData } from '../api/learning-documents';
import { usePagedQuery, type Paged } from '@/shared/hooks/use-paged-query';
import { pageParam } from '@/shared/lib/page-param';
import { myLearningQuery, myLearningTabs, tabParam, type MyLearningTab } from '../lib/my-learning-tab';
import { MyProgramCard } from './my-program-card';
import { ListSkeleton } from '@/shared/ui/list-skeleton';

const PAGE_SIZE = 9;

async function loadPrograms(
  tab: MyLearningTab,
  page: number,
  locale: string,
  signal: AbortSignal,
): Promise<Paged<MyProgramData> | null> {
  const paginate = { page, limit: PAGE_SIZE };
  const result =
    tab === 'completed'
      ? (await request(myCompletedQuery, { paginate }, { locale, signal })).myCompleted
      : (await request(myInProgressQuery, { paginate }, { locale, signal })).myInProgress;
  return result.success && result.data
    ? { items: result.data.items, totalPages: result.data.pageInfo.totalPages }
    : null;
}

/** /my-learning-programs: in-progress and completed tabs, page by page (`?tab=&page=`), read in the browser. */
export function MyLearningView() {
  const t = useTranslations('learning.my');
  const common = useTranslations('learning.common');
  const locale = useLocale();
  const router = useRouter();
  const search = useSearchParams();
  const tab = tabParam(search.get('tab'));
  const page = pageParam(search.get('page'));
  const tabRefs = useRef<Record<MyLearningTab, HTMLButtonElement | null>>({ 'in-progress': null, completed: null });
  const load = useCallback((signal: AbortSignal) => loadPrograms(tab, page, locale, signal), [tab, page, locale]);
  const { status, data, retry } = usePagedQuery(`${tab}:${page}:${locale}`, load);

  const select = (next: MyLearningTab) => router.replace(myLearningQuery(next, 1), { scroll: false });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = tab === 'in-progress' ? 'completed' : 'in-progress';
    const target = event.key === 'Home' ? 'in-progress' : event.key === 'End' ? 'completed' : next;
    select(target);
    tabRefs.current[target]?.focus();
  };

  const label = { 'in-progress': t('inProgress'), completed: t('completed') };
  let panel;
  if (status === 'loading') panel = <ListSkeleton label={common('loading')} />;
  else if (status === 'error' || !data) {
    panel = (
      <StatePanel icon={<AlertIcon size={30} />} title={common('loadFailed')}>
        <button type="button" onClick={retry} className={buttonStyles.primary}>
          {common('retry')}
        </button>
      </StatePanel>
    );
  } else if (data.items.length === 0 && page === 1) {
    const empty = tab === 'completed';
    panel = (
      <StatePanel
        icon={empty ? <AwardIcon size={30} /> : <BookIcon size={30} />}
        title={empty ? t('emptyCompletedTitle') : t('emptyInProgressTitle')}
        body={empty ? t('emptyCompletedBody') : t('emptyInProgressBody')}
      >
        <Link href="/courses" className={buttonStyles.primary}>
          {common('browseCourses')}
        </Link>
      </StatePanel>
    );
  } else {
    panel = (
      <>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {data.items.map((item) => (
            <MyProgramCard key={item.program.id} item={item} />
          ))}
        </ul>
        <Pagination
          page={page}
          totalPages={data.totalPages}
          hrefOf={(n) => myLearningQuery(tab, n)}
          onPage={(n) => router.push(myLearningQuery(tab, n))}
        />
      </>
    );
  }

  return (
    <>
      <div
        role="tablist"
        aria-label={t('tabsLabel')}
        onKeyDown={onKeyDown}
        className="mb-8 inline-flex gap-1 rounded-xl bg-surface-muted p-1"
      >
        {myLearningTabs.map((key) => (
          <button
            key={key}
            ref={(el) => {
              tabRefs.current[key] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${key}`}
            aria-selected={tab === key}
            aria-controls="my-learning-panel"
            tabIndex={tab === key ? 0 : -1}
            onClick={() => select(key)}
            className={`rounded-lg px-4 py-2 text-sm font-semibold ${tab === key ? 'bg-surface-raised text-accent shadow-sm' : 'text-fg-muted hover:text-fg'}`}
            data-testid={`tab-${key}`}
          >
            {label[key]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="my-learning-panel" aria-labelledby={`tab-${tab}`} data-state={status}>
        {panel}
      </div>
    </>
  );
}
