'use client';
import { formatEgp, formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StudioFilterSelect } from '@/features/studio/components/studio-filter-select';
import { StudioSearchForm } from '@/features/studio/components/studio-search-form';
import { StudioListResults } from '@/features/studio/components/studio-list-results';
import { useStudioList } from '@/features/studio/hooks/use-studio-list';
import { StudioTable } from '@/features/studio/components/studio-table';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { buttonStyles } from '@/shared/ui/styles';
import { studioCouponsQuery, type StudioCoupon } from '../api/studio-coupon-documents';
import { CouponStatusBadge, type CouponStatus } from './coupon-status-badge';

const statuses: CouponStatus[] = ['ACTIVE', 'DISABLED', 'EXPIRED'];
const sortFields = ['CREATED_AT', 'UPDATED_AT', 'TIMES_USED'] as const;
type SortField = (typeof sortFields)[number];
const PAGE_SIZE = 20;

interface Filter {
  search: string;
  status: CouponStatus | '';
  sortField: SortField;
  sortOrder: 'ASC' | 'DESC';
  page: number;
}

/** The studio's coupons for administrators (decision 0053): search, status, sort and server pages. */
export function CouponList() {
  const t = useTranslations('studio.coupons');
  const locale = useLocale() as Locale;
  const [draft, setDraft] = useState<Omit<Filter, 'page'>>({
    search: '',
    status: '',
    sortField: 'CREATED_AT',
    sortOrder: 'DESC',
  });
  const [filter, setFilter] = useState<Filter>({ ...draft, page: 1 });
  const { refusal, status, data, retry } = useStudioList<StudioCoupon>(filter, locale, async (signal) => {
    return (
      await request(
        studioCouponsQuery,
        {
          paginate: { page: filter.page, limit: PAGE_SIZE },
          search: filter.search || null,
          status: filter.status || null,
          sort: { field: filter.sortField, order: filter.sortOrder },
        },
        { locale, signal },
      )
    ).studioCoupons;
  });
  const set = (patch: Partial<Omit<Filter, 'page'>>) => setDraft((d) => ({ ...d, ...patch }));

  if (refusal) return <StudioRefusal code={refusal} />;
  return (
    <div className="flex flex-col gap-5">
      <div>
        <Link href="/studio/coupons/new" className={buttonStyles.primary}>
          {t('new')}
        </Link>
      </div>
      <StudioSearchForm
        label={t('search')}
        buttonLabel={t('searchButton')}
        value={draft.search}
        dir="ltr"
        onChange={(search) => set({ search })}
        onSearch={(search) => setFilter({ ...draft, search, page: 1 })}
      >
        <StudioFilterSelect
          label={t('status')}
          value={draft.status}
          options={[['', t('allStatuses')], ...statuses.map((value) => [value, t(`statuses.${value}`)] as const)]}
          onChange={(status) => set({ status })}
        />
        <StudioFilterSelect
          label={t('sortBy')}
          value={draft.sortField}
          options={sortFields.map((value) => [value, t(`sortFields.${value}`)] as const)}
          onChange={(sortField) => set({ sortField })}
        />
        <StudioFilterSelect
          label={t('order')}
          value={draft.sortOrder}
          options={[
            ['DESC', t('orders.DESC')],
            ['ASC', t('orders.ASC')],
          ]}
          onChange={(sortOrder) => set({ sortOrder })}
        />
      </StudioSearchForm>
      <StudioListResults
        status={status}
        data={data}
        page={filter.page}
        onPage={(page) => setFilter((f) => ({ ...f, page }))}
        onRetry={retry}
        countTestId="studio-coupon-count"
        namespace="studio.coupons"
        table={(rows) => <CouponTable rows={rows} />}
      />
    </div>
  );
}

/** "10%" or "50 EGP" in the page's digits. */
export function useCouponValue() {
  const t = useTranslations('studio.coupons');
  const locale = useLocale() as Locale;
  return (coupon: Pick<StudioCoupon, 'kind' | 'value'>) =>
    coupon.kind === 'PERCENTAGE'
      ? t('percentOff', { value: formatNumber(coupon.value, locale) })
      : formatEgp(coupon.value, locale);
}

function CouponTable({ rows }: { rows: StudioCoupon[] }) {
  const t = useTranslations('studio.coupons');
  const locale = useLocale() as Locale;
  const valueOf = useCouponValue();
  return (
    <StudioTable
      caption={t('caption')}
      headings={(['code', 'discount', 'scope', 'status', 'uses', 'revenue'] as const).map((key) => t(`columns.${key}`))}
    >
      {rows.map((coupon) => (
        <tr key={coupon.id} className="border-t border-line" data-testid="studio-coupon-row">
          <td className="px-4 py-3">
            <Link href={`/studio/coupons/${coupon.id}`} className="font-semibold text-fg hover:text-accent">
              <bdi dir="ltr">{coupon.code}</bdi>
            </Link>
          </td>
          <td className="whitespace-nowrap px-4 py-3">{valueOf(coupon)}</td>
          <td className="px-4 py-3">{t(`scopes.${coupon.scope}`)}</td>
          <td className="px-4 py-3">
            <CouponStatusBadge status={coupon.status} />
          </td>
          <td className="whitespace-nowrap px-4 py-3" data-testid="coupon-uses">
            {formatNumber(coupon.uses, locale)}
          </td>
          <td className="whitespace-nowrap px-4 py-3" data-testid="coupon-revenue">
            {formatEgp(coupon.revenue, locale)}
          </td>
        </tr>
      ))}
    </StudioTable>
  );
}
