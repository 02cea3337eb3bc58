'use client';
import { normalizeDigits, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useId, useState } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import type { PublicationStatus } from '@/features/studio/components/status-badge';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { buttonStyles } from '@/shared/ui/styles';
import { StudioListResults } from '@/features/studio/components/studio-list-results';
import { useStudioList } from '@/features/studio/hooks/use-studio-list';
import { studioProgramsQuery } from '../api/studio-program-documents';
import { ProgramTable, type ProgramRow } from './program-table';

const statuses: PublicationStatus[] = ['DRAFT', 'IN_REVIEW', 'SCHEDULED', 'PUBLISHED', 'UNPUBLISHED', 'ARCHIVED'];
const PAGE_SIZE = 20;

/** The studio's program list: search, a status filter and server-side pages (decision 0028). */
export function ProgramList() {
  const t = useTranslations('studio.programs');
  const statusLabel = useTranslations('studio.status');
  const locale = useLocale() as Locale;
  const searchId = useId();
  const statusId = useId();
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<{ search: string; status: PublicationStatus | ''; page: number }>({
    search: '',
    status: '',
    page: 1,
  });
  const { refusal, status, data, retry } = useStudioList<ProgramRow>(filter, locale, async (signal) => {
    return (
      await request(
        studioProgramsQuery,
        {
          paginate: { page: filter.page, limit: PAGE_SIZE },
          status: filter.status || null,
          search: filter.search || null,
        },
        { locale, signal },
      )
    ).studioPrograms;
  });

  if (refusal) return <StudioRefusal code={refusal} />;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end gap-3">
        <form
          role="search"
          className="flex flex-1 flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            setFilter((f) => ({ ...f, search: normalizeDigits(typed).trim(), page: 1 }));
          }}
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1.5">
            <label htmlFor={searchId} className="text-sm font-medium">
              {t('search')}
            </label>
            <input
              id={searchId}
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              className="min-h-11 w-full rounded-lg border border-line bg-surface px-3 text-fg focus-visible:border-accent"
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={statusId} className="text-sm font-medium">
              {t('status')}
            </label>
            <select
              id={statusId}
              value={filter.status}
              onChange={(event) =>
                setFilter((f) => ({ ...f, status: event.target.value as PublicationStatus | '', page: 1 }))
              }
              className="min-h-11 rounded-lg border border-line bg-surface px-3 text-fg"
            >
              <option value="">{t('allStatuses')}</option>
              {statuses.map((value) => (
                <option key={value} value={value}>
                  {statusLabel(value)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={`${buttonStyles.secondary} min-h-11`}>
            {t('searchButton')}
          </button>
        </form>
        <Link href="/studio/programs/new" className={`${buttonStyles.primary} min-h-11`}>
          {t('new')}
        </Link>
      </div>
      <StudioListResults
        status={status}
        data={data}
        page={filter.page}
        onPage={(page) => setFilter((f) => ({ ...f, page }))}
        onRetry={retry}
        countTestId="studio-program-count"
        namespace="studio.programs"
        table={(rows) => <ProgramTable rows={rows} />}
      />
    </div>
  );
}
