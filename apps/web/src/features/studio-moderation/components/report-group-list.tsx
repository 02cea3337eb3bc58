'use client';
import { formatCairoTime, formatLongDate, formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StudioFilterSelect } from '@/features/studio/components/studio-filter-select';
import { StudioListResults } from '@/features/studio/components/studio-list-results';
import { useStudioList } from '@/features/studio/hooks/use-studio-list';
import { StudioTable } from '@/features/studio/components/studio-table';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { studioReportGroupsQuery, type ReportGroup } from '../api/studio-moderation-documents';
import { ReportTargetCell } from './report-target-cell';

const targetTypes = ['COMMENT', 'REVIEW', 'COURSE', 'WORKSHOP', 'DIPLOMA', 'BLOG', 'LECTURER'] as const;
type TargetType = (typeof targetTypes)[number];
const PAGE_SIZE = 20;

interface Filter {
  queue: 'OPEN' | 'DECIDED';
  targetType: TargetType | '';
  page: number;
}

/** The moderation queue (decision 0054): reported targets, most reported first, filtered as soon as chosen. */
export function ReportGroupList() {
  const t = useTranslations('studio.moderation');
  const locale = useLocale() as Locale;
  const [filter, setFilter] = useState<Filter>({ queue: 'OPEN', targetType: '', page: 1 });
  const { refusal, status, data, retry } = useStudioList<ReportGroup>(filter, locale, async (signal) => {
    return (
      await request(
        studioReportGroupsQuery,
        {
          paginate: { page: filter.page, limit: PAGE_SIZE },
          queue: filter.queue,
          targetType: filter.targetType || null,
        },
        { locale, signal },
      )
    ).studioReportGroups;
  });

  if (refusal) return <StudioRefusal code={refusal} />;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end gap-3">
        <StudioFilterSelect
          label={t('queue')}
          value={filter.queue}
          options={[
            ['OPEN', t('queues.OPEN')],
            ['DECIDED', t('queues.DECIDED')],
          ]}
          onChange={(queue) => setFilter((f) => ({ ...f, queue, page: 1 }))}
        />
        <StudioFilterSelect
          label={t('targetType')}
          value={filter.targetType}
          options={[['', t('allTargets')], ...targetTypes.map((value) => [value, t(`targets.${value}`)] as const)]}
          onChange={(targetType) => setFilter((f) => ({ ...f, targetType, page: 1 }))}
        />
      </div>
      <StudioListResults
        status={status}
        data={data}
        page={filter.page}
        onPage={(page) => setFilter((f) => ({ ...f, page }))}
        onRetry={retry}
        countTestId="studio-report-count"
        namespace="studio.moderation"
        table={(rows) => <ReportGroupTable rows={rows} />}
      />
    </div>
  );
}

function ReportGroupTable({ rows }: { rows: ReportGroup[] }) {
  const t = useTranslations('studio.moderation');
  const locale = useLocale() as Locale;
  const when = (value: unknown) => `${formatLongDate(String(value), locale)} ${formatCairoTime(String(value), locale)}`;
  return (
    <StudioTable
      caption={t('caption')}
      headings={(['target', 'reasons', 'last', 'outcome'] as const).map((key) => t(`columns.${key}`))}
    >
      {rows.map((row) => (
        <tr key={row.targetId} className="border-t border-line align-top" data-testid="studio-report-row">
          <td className="max-w-md px-4 py-3">
            <Link href={`/studio/moderation/${row.targetId}`} className="block hover:text-accent">
              <ReportTargetCell group={row} />
            </Link>
          </td>
          <td className="px-4 py-3">
            <p className="font-semibold">
              {t('reportCount', { count: row.total, n: formatNumber(row.total, locale) })}
            </p>
            <ul className="text-sm text-fg-muted">
              {row.reasons.map((r) => (
                <li key={r.reason}>
                  {t(`reasons.${r.reason}`)}: {formatNumber(r.count, locale)}
                </li>
              ))}
            </ul>
          </td>
          <td className="whitespace-nowrap px-4 py-3">{when(row.lastReportedAt)}</td>
          <td className="px-4 py-3">{row.outcome ? t(`outcomes.${row.outcome}`) : t('open')}</td>
        </tr>
      ))}
    </StudioTable>
  );
}
