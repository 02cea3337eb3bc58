'use client';
import { formatCairoTime, formatLongDate, normalizeDigits, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useId, useState } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { buttonStyles } from '@/shared/ui/styles';
import { StudioListResults } from '@/features/studio/components/studio-list-results';
import { useStudioList } from '@/features/studio/hooks/use-studio-list';
import { studioLecturerApplicationsQuery, type StudioApplication } from '../api/studio-application-documents';
import { ApplicationStatusBadge, type ApplicationStatus } from './application-status-badge';

const statuses: ApplicationStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];
const PAGE_SIZE = 20;
const field = 'min-h-11 rounded-lg border border-line bg-surface px-3 text-fg focus-visible:border-accent';

interface Filter {
  search: string;
  status: ApplicationStatus | '';
  page: number;
}

/** The queue of lecturer applications for administrators (docs/product/studio.md): pending first, server pages. */
export function ApplicationList() {
  const t = useTranslations('studio.applications');
  const locale = useLocale() as Locale;
  const ids = { search: useId(), status: useId() };
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
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter({ ...draft, search: normalizeDigits(draft.search).trim(), page: 1 });
        }}
      >
        <div className="flex min-w-48 flex-1 flex-col gap-1.5">
          <label htmlFor={ids.search} className="text-sm font-medium">
            {t('search')}
          </label>
          <input
            id={ids.search}
            type="search"
            dir="auto"
            value={draft.search}
            onChange={(event) => setDraft((d) => ({ ...d, search: event.target.value }))}
            className={`${field} w-full`}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.status} className="text-sm font-medium">
            {t('status')}
          </label>
          <select
            id={ids.status}
            value={draft.status}
            onChange={(event) => setDraft((d) => ({ ...d, status: event.target.value as ApplicationStatus | '' }))}
            className={field}
          >
            <option value="">{t('allStatuses')}</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {t(`statuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`${buttonStyles.secondary} min-h-11`}>
          {t('searchButton')}
        </button>
      </form>
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
    <div className="overflow-x-auto rounded-card border border-line">
      <table className="w-full text-start text-[0.95rem]">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-surface-muted text-sm text-fg-muted">
          <tr>
            {(['name', 'email', 'status', 'created'] as const).map((key) => (
              <th key={key} scope="col" className="px-4 py-3 text-start font-semibold">
                {t(`columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
