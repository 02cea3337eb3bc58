'use client';
import { formatEgp, formatLongDate, formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useId, useState } from 'react';
import { StudioConfirm } from '@/features/studio/components/studio-confirm';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StudioFacts } from '@/features/studio/components/studio-facts';
import { StudioListResults } from '@/features/studio/components/studio-list-results';
import { useStudioList } from '@/features/studio/hooks/use-studio-list';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { TextAreaField } from '@/shared/ui/form/text-area-field';
import { buttonStyles } from '@/shared/ui/styles';
import {
  approveRefundRequestMutation,
  rejectRefundRequestMutation,
  studioRefundRequestsQuery,
  type StudioRefundRequest,
} from '../api/studio-refund-request-documents';

const PAGE_SIZE = 20;

/** Learners' refund requests for administrators (decision 0057): waiting ones oldest first, or decided ones. */
export function RefundRequestList() {
  const t = useTranslations('studio.refundRequests');
  const locale = useLocale() as Locale;
  const showId = useId();
  const [filter, setFilter] = useState({ decided: false, page: 1 });
  const { refusal, status, data, retry } = useStudioList<StudioRefundRequest>(filter, locale, async (signal) => {
    return (
      await request(
        studioRefundRequestsQuery,
        { paginate: { page: filter.page, limit: PAGE_SIZE }, decided: filter.decided },
        { locale, signal },
      )
    ).studioRefundRequests;
  });
  if (refusal) return <StudioRefusal code={refusal} />;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5 self-start">
        <label htmlFor={showId} className="text-sm font-medium">
          {t('show')}
        </label>
        <select
          id={showId}
          value={filter.decided ? 'decided' : 'pending'}
          onChange={(event) => setFilter({ decided: event.target.value === 'decided', page: 1 })}
          className="min-h-11 rounded-lg border border-line bg-surface px-3 text-fg focus-visible:border-accent"
          data-testid="refund-requests-filter"
        >
          <option value="pending">{t('pending')}</option>
          <option value="decided">{t('decided')}</option>
        </select>
      </div>
      <StudioListResults
        status={status}
        data={data}
        page={filter.page}
        onPage={(page) => setFilter((f) => ({ ...f, page }))}
        onRetry={retry}
        countTestId="studio-refund-request-count"
        namespace="studio.refundRequests"
        table={(rows) => (
          <ul className="flex flex-col gap-4">
            {rows.map((row) => (
              <RefundRequestItem key={row.id} row={row} onDone={retry} />
            ))}
          </ul>
        )}
      />
    </div>
  );
}

function RefundRequestItem({ row, onDone }: { row: StudioRefundRequest; onDone: () => void }) {
  const t = useTranslations('studio.refundRequests');
  const locale = useLocale() as Locale;
  const headingId = useId();
  const [pending, setPending] = useState<'APPROVE' | 'REJECT' | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ success: boolean; message: string; reasonError?: string } | null>(null);

  async function send() {
    if (!pending || busy) return;
    setBusy(true);
    try {
      const result =
        pending === 'APPROVE'
          ? (
              await request(
                approveRefundRequestMutation,
                { requestId: row.id, reason: reason.trim() || null },
                { locale },
              )
            ).approveRefundRequest
          : (await request(rejectRefundRequestMutation, { requestId: row.id, reason }, { locale })).rejectRefundRequest;
      setSaid({
        success: result.success,
        message: result.message,
        reasonError: result.fieldErrors?.find((f) => f.field === 'reason')?.message,
      });
      setPending(null);
      if (result.success) onDone();
    } catch {
      setSaid({ success: false, message: t('failed') });
      setPending(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-card border border-line p-4"
        data-testid="studio-refund-request"
      >
        <h2 id={headingId} className="font-bold text-fg">
          <Link href={`/studio/orders/${row.orderId}`} className="hover:text-accent">
            <bdi dir="ltr">{row.orderReference}</bdi>
          </Link>{' '}
          <span className="text-sm font-semibold text-fg-muted" data-status={row.status}>
            · {t(`statuses.${row.status}`)}
          </span>
        </h2>
        <StudioFacts
          rows={[
            [
              t('buyer'),
              <bdi key="buyer" dir="ltr">
                {row.buyerEmail}
              </bdi>,
            ],
            [t('total'), formatEgp(row.orderTotal, locale)],
            [t('asked'), formatLongDate(row.createdAt, locale)],
            [
              t('measured'),
              t('measuredValue', {
                days: row.daysSincePayment,
                percent: formatNumber(row.consumedPercent, locale),
              }),
            ],
            [t('reason'), <bdi key="reason">{row.reason}</bdi>],
            ...(row.decisionReason
              ? ([[t('decisionReason'), <bdi key="decision">{row.decisionReason}</bdi>]] as Array<
                  [string, React.ReactNode]
                >)
              : []),
          ]}
          preLine
        />
        {row.status === 'PENDING' ? (
          pending ? (
            <>
              {pending === 'REJECT' || pending === 'APPROVE' ? (
                <TextAreaField
                  name="reason"
                  label={pending === 'REJECT' ? t('rejectReason') : t('approveNote')}
                  maxLength={500}
                  value={reason}
                  error={said?.reasonError}
                  onChange={(event) => setReason(event.target.value)}
                />
              ) : null}
              <StudioConfirm
                question={
                  pending === 'APPROVE'
                    ? t('approveQuestion', { total: formatEgp(row.orderTotal, locale) })
                    : t('rejectQuestion')
                }
                confirmLabel={pending === 'APPROVE' ? t('approveConfirm') : t('rejectConfirm')}
                cancelLabel={t('cancel')}
                busy={busy}
                onConfirm={send}
                onCancel={() => setPending(null)}
              />
            </>
          ) : (
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className={buttonStyles.primary}
                onClick={() => setPending('APPROVE')}
                data-testid="refund-request-approve"
              >
                {t('approve')}
              </button>
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={() => setPending('REJECT')}
                data-testid="refund-request-reject"
              >
                {t('reject')}
              </button>
            </div>
          )
        ) : null}
        {said ? (
          <p role="status" className={said.success ? 'text-fg' : '[color:light-dark(#b42318,#fda29b)]'}>
            {said.message}
          </p>
        ) : null}
      </article>
    </li>
  );
}
