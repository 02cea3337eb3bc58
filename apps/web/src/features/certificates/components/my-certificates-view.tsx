'use client';
import { useLocale, useTranslations } from '#intl';
import { useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { StatePanel } from '@/shared/ui/state-panel';
import { QueryPagination } from '@/shared/ui/pagination/query-pagination';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { usePagedQuery } from '@/shared/hooks/use-paged-query';
import { pageParam } from '@/shared/lib/page-param';
import { Link } from '@/i18n/navigation';
import { AlertIcon } from '@/shared/ui/icons/alert-icon';
import { AwardIcon } from '@/shared/ui/icons/award-icon';
import { buttonStyles } from '@/shared/ui/styles';
import { request } from '@/shared/graphql/request';
import { myCertificationsQuery } from '../api/certificate-documents';
import { CertificateCard } from './certificate-card';

const PAGE_SIZE = 10;

/** /my-certificates: the learner's certificates, newest first, page by page (`?page=`), read in the browser. */
export function MyCertificatesView() {
  const t = useTranslations('learning.certificates');
  const common = useTranslations('learning.common');
  const my = useTranslations('learning.my');
  const locale = useLocale();
  const page = pageParam(useSearchParams().get('page'));
  const load = useCallback(
    async (signal: AbortSignal) => {
      const { myCertifications: result } = await request(
        myCertificationsQuery,
        { paginate: { page, limit: PAGE_SIZE } },
        { locale, signal },
      );
      return result.success && result.data
        ? { items: result.data.items, totalPages: result.data.pageInfo.totalPages }
        : null;
    },
    [page, locale],
  );
  const { status, data, retry } = usePagedQuery(`${page}:${locale}`, load);

  if (status === 'loading') return <ListSkeleton label={common('loading')} count={2} />;
  if (status === 'error' || !data) {
    return (
      <StatePanel icon={<AlertIcon size={30} />} title={common('loadFailed')}>
        <button type="button" onClick={retry} className={buttonStyles.primary}>
          {common('retry')}
        </button>
      </StatePanel>
    );
  }
  if (data.items.length === 0 && page === 1) {
    return (
      <StatePanel icon={<AwardIcon size={30} />} title={t('emptyTitle')} body={t('emptyBody')}>
        <Link href="/my-learning-programs" className={buttonStyles.secondary}>
          {my('continue')}
        </Link>
        <Link href="/courses" className={buttonStyles.primary}>
          {common('browseCourses')}
        </Link>
      </StatePanel>
    );
  }
  return (
    <>
      <ul className="flex flex-col gap-4">
        {data.items.map((certificate) => (
          <CertificateCard key={certificate.id} certificate={certificate} />
        ))}
      </ul>
      <QueryPagination page={page} totalPages={data.totalPages} />
    </>
  );
}
