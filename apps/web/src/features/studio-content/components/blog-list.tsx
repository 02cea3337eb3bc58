'use client';
import { type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { StatusBadge } from '@/features/studio/components/status-badge';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StudioFilterSelect } from '@/features/studio/components/studio-filter-select';
import { StudioListResults } from '@/features/studio/components/studio-list-results';
import { StudioSearchForm } from '@/features/studio/components/studio-search-form';
import { useStudioList } from '@/features/studio/hooks/use-studio-list';
import { StudioTable } from '@/features/studio/components/studio-table';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { buttonStyles } from '@/shared/ui/styles';
import { studioBlogsQuery, type StudioBlogRow } from '../api/studio-blog-documents';

const statuses = ['DRAFT', 'IN_REVIEW', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED'] as const;
type Status = (typeof statuses)[number];
const PAGE_SIZE = 20;

/** The studio's posts (decision 0067): every post for administrators, a lecturer's own; search, state and server pages. */
export function BlogList() {
  const t = useTranslations('studio.blogs');
  const statusLabel = useTranslations('studio.status');
  const locale = useLocale() as Locale;
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<{ search: string; status: Status | ''; page: number }>({
    search: '',
    status: '',
    page: 1,
  });
  const { refusal, status, data, retry } = useStudioList<StudioBlogRow>(filter, locale, async (signal) => {
    return (
      await request(
        studioBlogsQuery,
        {
          paginate: { page: filter.page, limit: PAGE_SIZE },
          status: filter.status || null,
          search: filter.search || null,
        },
        { locale, signal },
      )
    ).studioBlogs;
  });

  if (refusal) return <StudioRefusal code={refusal} />;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <Link href="/studio/blogs/new" className={buttonStyles.primary}>
          {t('new')}
        </Link>
      </div>
      <StudioSearchForm
        label={t('search')}
        buttonLabel={t('searchButton')}
        value={typed}
        onChange={setTyped}
        onSearch={(search) => setFilter((f) => ({ ...f, search, page: 1 }))}
      >
        <StudioFilterSelect<Status | ''>
          label={t('status')}
          value={filter.status}
          options={[['', t('allStatuses')], ...statuses.map((s) => [s, statusLabel(s)] as const)]}
          onChange={(value) => setFilter((f) => ({ ...f, status: value, page: 1 }))}
        />
      </StudioSearchForm>
      <StudioListResults
        status={status}
        data={data}
        page={filter.page}
        onPage={(page) => setFilter((f) => ({ ...f, page }))}
        onRetry={retry}
        countTestId="studio-blog-count"
        namespace="studio.blogs"
        table={(rows) => (
          <StudioTable
            caption={t('caption')}
            headings={(['title', 'slug', 'status'] as const).map((key) => t(`columns.${key}`))}
          >
            {rows.map((blog) => (
              <tr key={blog.id} className="border-t border-line" data-testid="studio-blog-row">
                <td className="px-4 py-3">
                  <Link href={`/studio/blogs/${blog.id}`} className="font-semibold text-fg hover:text-accent">
                    <bdi>{locale === 'ar' ? blog.arTitle : blog.enTitle}</bdi>
                  </Link>
                </td>
                <td className="px-4 py-3">
                  <bdi dir="ltr">{blog.slug}</bdi>
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={blog.status} />
                </td>
              </tr>
            ))}
          </StudioTable>
        )}
      />
    </div>
  );
}
