'use client';
import { formatCairoTime, formatEgp, formatLongDate, normalizeDigits, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useEffect, useId, useState } from 'react';
import { studioProgramsQuery } from '@/features/studio-programs/api/studio-program-documents';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { buttonStyles } from '@/shared/ui/styles';
import { StudioListResults } from '@/features/studio/components/studio-list-results';
import { useStudioList } from '@/features/studio/hooks/use-studio-list';
import { StudioTable } from '@/features/studio/components/studio-table';
import { studioOrdersQuery, type StudioOrder } from '../api/studio-order-documents';
import { cairoDayRange } from '../lib/cairo-day-range';
import { OrderStatusBadge, type OrderStatus } from './order-status-badge';

const statuses: OrderStatus[] = ['PENDING', 'PAID', 'REVIEW', 'FAILED', 'CANCELLED'];
const PAGE_SIZE = 20;
const field = 'min-h-11 rounded-lg border border-line bg-surface px-3 text-fg focus-visible:border-accent';

interface Filter {
  search: string;
  status: OrderStatus | '';
  fromDay: string;
  toDay: string;
  programId: string;
  page: number;
}

/** Programs to filter by (the first page of the studio's list, newest first). */
function useProgramChoices(locale: Locale) {
  const [programs, setPrograms] = useState<Array<{ id: string; title: string }>>([]);
  useEffect(() => {
    const controller = new AbortController();
    request(studioProgramsQuery, { paginate: { page: 1, limit: 100 } }, { locale, signal: controller.signal }).then(
      ({ studioPrograms }) => setPrograms(studioPrograms.data?.items ?? []),
      () => setPrograms([]),
    );
    return () => controller.abort();
  }, [locale]);
  return programs;
}

/** The studio's orders for administrators (docs/product/studio.md): search, filters and server pages. */
export function OrderList() {
  const t = useTranslations('studio.orders');
  const locale = useLocale() as Locale;
  const ids = { search: useId(), status: useId(), from: useId(), to: useId(), program: useId() };
  const programs = useProgramChoices(locale);
  const [draft, setDraft] = useState<Omit<Filter, 'page'>>({
    search: '',
    status: '',
    fromDay: '',
    toDay: '',
    programId: '',
  });
  const [filter, setFilter] = useState<Filter>({ ...draft, page: 1 });
  const { refusal, status, data, retry } = useStudioList<StudioOrder>(filter, locale, async (signal) => {
    const { from, to } = cairoDayRange(filter.fromDay, filter.toDay);
    return (
      await request(
        studioOrdersQuery,
        {
          paginate: { page: filter.page, limit: PAGE_SIZE },
          search: filter.search || null,
          status: filter.status || null,
          from,
          to,
          programId: filter.programId || null,
        },
        { locale, signal },
      )
    ).studioOrders;
  });
  const set = (patch: Partial<Omit<Filter, 'page'>>) => setDraft((d) => ({ ...d, ...patch }));

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
            onChange={(event) => set({ search: event.target.value })}
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
            onChange={(event) => set({ status: event.target.value as OrderStatus | '' })}
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
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.from} className="text-sm font-medium">
            {t('from')}
          </label>
          <input
            id={ids.from}
            type="date"
            value={draft.fromDay}
            onChange={(event) => set({ fromDay: event.target.value })}
            className={field}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.to} className="text-sm font-medium">
            {t('to')}
          </label>
          <input
            id={ids.to}
            type="date"
            value={draft.toDay}
            onChange={(event) => set({ toDay: event.target.value })}
            className={field}
          />
        </div>
        <div className="flex min-w-48 flex-col gap-1.5">
          <label htmlFor={ids.program} className="text-sm font-medium">
            {t('program')}
          </label>
          <select
            id={ids.program}
            value={draft.programId}
            onChange={(event) => set({ programId: event.target.value })}
            className={field}
          >
            <option value="">{t('allPrograms')}</option>
            {programs.map((program) => (
              <option key={program.id} value={program.id}>
                {program.title}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`${buttonStyles.secondary} min-h-11`}>
          {t('searchButton')}
        </button>
      </form>
      <p className="text-sm text-fg-muted">{t('timeZoneNote')}</p>
      <StudioListResults
        status={status}
        data={data}
        page={filter.page}
        onPage={(page) => setFilter((f) => ({ ...f, page }))}
        onRetry={retry}
        countTestId="studio-order-count"
        namespace="studio.orders"
        table={(rows) => <OrderTable rows={rows} />}
      />
    </div>
  );
}

function OrderTable({ rows }: { rows: StudioOrder[] }) {
  const t = useTranslations('studio.orders');
  const locale = useLocale() as Locale;
  const when = (value: unknown) => `${formatLongDate(String(value), locale)} ${formatCairoTime(String(value), locale)}`;
  return (
    <StudioTable
      caption={t('caption')}
      headings={(['reference', 'buyer', 'status', 'total', 'created'] as const).map((key) => t(`columns.${key}`))}
    >
      {rows.map((order) => (
        <tr key={order.id} className="border-t border-line" data-testid="studio-order-row">
          <td className="px-4 py-3">
            <Link href={`/studio/orders/${order.id}`} className="font-semibold text-fg hover:text-accent">
              <bdi dir="ltr">{order.reference}</bdi>
            </Link>
          </td>
          <td className="px-4 py-3">
            <bdi dir="ltr">{order.buyerEmail}</bdi>
          </td>
          <td className="px-4 py-3">
            <OrderStatusBadge status={order.status} refunded={order.refunded} total={order.total} />
          </td>
          <td className="whitespace-nowrap px-4 py-3">{formatEgp(order.total, locale)}</td>
          <td className="whitespace-nowrap px-4 py-3">{when(order.createdAt)}</td>
        </tr>
      ))}
    </StudioTable>
  );
}
