'use client';
import { formatCairoTime, formatLongDate, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StudioFilterSelect } from '@/features/studio/components/studio-filter-select';
import { StudioSearchForm } from '@/features/studio/components/studio-search-form';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { StudioListResults } from '@/features/studio/components/studio-list-results';
import { useStudioList } from '@/features/studio/hooks/use-studio-list';
import { StudioTable } from '@/features/studio/components/studio-table';
import { studioLecturerApplicationsQuery, type StudioApplication } from '../api/studio-application-documents';
import { ApplicationStatusBadge, type ApplicationStatus } from './application-status-badge';

const statuses: ApplicationStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];
const PAGE_SIZE = 20;

interface Filter {
  search: string;
  status: ApplicationStatus | '';
  page: number;
}

/** The queue of lecturer applications for administrators (docs/product/studio.md): pending first, server pages. */
export function ApplicationList() {
  const t = useTranslations('studio.applications');
  const locale = useLocale() as Locale;
  const [draft, setDraft] = useState<Omit<Filter, 'page'>>({ search: '', status: '' });
  const [filter, setFilter] = useState<Filter>({ ...draft, page: 1 });
  const { refusal, status, data, retry } = useStudioList<StudioApplication>(filter, locale, async (signal) => {
    return (
      await request(
        studioLecturerApplicationsQuery,
        {
          paginate: { page: filter.page, limit: PAGE_SIZE },
          search: filter.search || null,
          status: filter.status || null,
        },
        { locale, signal },
      )
    ).studioLecturerApplications;
  });

  if (refusal) return <StudioRefusal code={refusal} />;
  return (
    <div className="flex flex-col gap-5">
      <StudioSearchForm
        label={t('search')}
        buttonLabel={t('searchButton')}
        value={draft.search}
        onChange={(search) => setDraft((d) => ({ ...d, search }))}
        onSearch={(search) => setFilter({ ...draft, search, page: 1 })}
      >
        <StudioFilterSelect
          label={t('status')}
          value={draft.status}
          options={[['', t('allStatuses')], ...statuses.map((value) => [value, t(`statuses.${value}`)] as const)]}
          onChange={(status) => setDraft((d) => ({ ...d, status }))}
        />
      </StudioSearchForm>
      <StudioListResults
        status={status}
        data={data}
        page={filter.page}
        onPage={(page) => setFilter((f) => ({ ...f, page }))}
        onRetry={retry}
        countTestId="studio-application-count"
        namespace="studio.applications"
        table={(rows) => <ApplicationTable rows={rows} />}
      />
    </div>
  );
}

function ApplicationTable({ rows }: { rows: StudioApplication[] }) {
  const t = useTranslations('studio.applications');
  const locale = useLocale() as Locale;
  const when = (value: unknown) => `${formatLongDate(String(value), locale)} ${formatCairoTime(String(value), locale)}`;
  const nameOf = (row: StudioApplication) =>
    locale === 'ar' ? `${row.arFirstName} ${row.arLastName}` : `${row.firstName} ${row.lastName}`;
  return (
    <StudioTable
      caption={t('caption')}
      headings={(['name', 'email', 'status', 'created'] as const).map((key) => t(`columns.${key}`))}
    >
      {rows.map((row) => (
        <tr key={row.id} className="border-t border-line" data-testid="studio-application-row">
          <td className="px-4 py-3">
            <Link href={`/studio/applications/${row.id}`} className="font-semibold text-fg hover:text-accent">
              <bdi>{nameOf(row)}</bdi>
            </Link>
          </td>
          <td className="px-4 py-3">
            <bdi dir="ltr">{row.email}</bdi>
          </td>
          <td className="px-4 py-3">
            <ApplicationStatusBadge status={row.status} />
          </td>
          <td className="whitespace-nowrap px-4 py-3">{when(row.createdAt)}</td>
        </tr>
      ))}
    </StudioTable>
  );
}
