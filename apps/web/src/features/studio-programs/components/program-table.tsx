'use client';
import { formatCairoTime, formatLongDate, type Locale } from '@manara/i18n';
import { createColumnHelper, FlexRender, tableFeatures, useTable } from '@tanstack/react-table';
import { useLocale, useTranslations } from '#intl';
import { useMemo } from 'react';
import { StatusBadge, type PublicationStatus } from '@/features/studio/components/status-badge';
import { Link } from '@/i18n/navigation';

export interface ProgramRow {
  id: string;
  title: string;
  type: 'COURSE' | 'WORKSHOP' | 'DIPLOMA';
  publicationStatus: PublicationStatus;
  updatedAt: unknown;
}

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, ProgramRow>();

/** One page of programs as a table (TanStack Table, headless): the server pages, filters and sorts. */
export function ProgramTable({ rows }: { rows: ProgramRow[] }) {
  const t = useTranslations('studio.programs');
  const types = useTranslations('explore.types');
  const locale = useLocale() as Locale;
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('title', {
          header: () => t('columns.title'),
          cell: ({ row }) => (
            <Link href={`/studio/programs/${row.original.id}`} className="font-semibold text-fg hover:text-accent">
              <bdi>{row.original.title}</bdi>
            </Link>
          ),
        }),
        helper.accessor('type', { header: () => t('columns.type'), cell: ({ getValue }) => types(getValue()) }),
        helper.accessor('publicationStatus', {
          header: () => t('columns.status'),
          cell: ({ getValue }) => <StatusBadge status={getValue()} />,
        }),
        helper.accessor('updatedAt', {
          header: () => t('columns.updated'),
          cell: ({ getValue }) =>
            `${formatLongDate(String(getValue()), locale)} ${formatCairoTime(String(getValue()), locale)}`,
        }),
      ]),
    [t, types, locale],
  );
  const table = useTable({ features, columns, data: rows });
  return (
    <div className="overflow-x-auto rounded-card border border-line">
      <table className="w-full text-start text-[0.95rem]">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-surface-muted text-sm text-fg-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-4 py-3 text-start font-semibold">
                  <FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-line" data-testid="studio-program-row">
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-4 py-3 align-middle">
                  <FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
