'use client';
import { StudioFacts } from '@/features/studio/components/studio-facts';
import { formatCairoTime, formatEgp, formatLongDate, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { request } from '@/shared/graphql/request';
import { ListSkeleton } from '@/shared/ui/list-skeleton';
import { studioOrderQuery, type StudioOrderDetail } from '../api/studio-order-documents';
import { OrderActions } from './order-actions';
import { OrderStatusBadge } from './order-status-badge';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-card border border-line p-4">
      <h2 className="text-lg font-bold text-fg">{title}</h2>
      {children}
    </section>
  );
}

/** One order for an administrator: what was bought, the money, the provider's side and refunds. */
export function OrderDetail({ orderId }: { orderId: string }) {
  const t = useTranslations('studio.orders');
  const locale = useLocale() as Locale;
  const [state, setState] = useState<{ detail: StudioOrderDetail } | { refusal: string } | null>(null);
  const load = useCallback(
    async (signal?: AbortSignal) => {
      const { studioOrder } = await request(studioOrderQuery, { orderId }, { locale, signal });
      setState(studioOrder.data ? { detail: studioOrder.data } : { refusal: studioOrder.code });
    },
    [orderId, locale],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).catch(() => {
      if (!controller.signal.aborted) setState({ refusal: 'SERVICE_UNAVAILABLE' });
    });
    return () => controller.abort();
  }, [load]);

  if (!state) return <ListSkeleton label={t('loading')} count={3} />;
  if ('refusal' in state) return <StudioRefusal code={state.refusal} />;
  const {
    order,
    items,
    transactions,
    refunds,
    callbacks,
    refundable,
    providerOrderId,
    paymentMethod,
    refundThroughProvider,
  } = state.detail;
  const money = (value: number) => formatEgp(value, locale);
  const when = (value: unknown) =>
    value ? `${formatLongDate(String(value), locale)} ${formatCairoTime(String(value), locale)}` : '—';
  const cell = 'px-3 py-2 text-start';

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-fg">
          {t('orderTitle')} <bdi dir="ltr">{order.reference}</bdi>
        </h1>
        <OrderStatusBadge status={order.status} refunded={order.refunded} total={order.total} />
      </div>
      <Section title={t('summary')}>
        <StudioFacts
          rows={[
            [t('buyer'), <bdi key="b">{`${order.buyerName} <${order.buyerEmail}>`}</bdi>],
            [t('columns.created'), when(order.createdAt)],
            [t('paidAt'), when(order.paidAt)],
            [t('paidWith'), paymentMethod ? t(`methods.${paymentMethod}`) : '—'],
            ...(order.reviewReason
              ? ([[t('reviewReason'), t(`reviewReasons.${order.reviewReason}`)]] as Array<[string, ReactNode]>)
              : []),
            [t('coupon'), order.couponCode ? <bdi dir="ltr">{order.couponCode}</bdi> : '—'],
            [t('subtotal'), money(order.subtotal)],
            [t('discount'), money(order.discount)],
            [t('vat', { rate: order.vatRate }), money(order.vat)],
            [t('columns.total'), money(order.total)],
            [t('refunded'), money(order.refunded)],
            [t('invoice'), order.invoiceNumber ? <bdi dir="ltr">{order.invoiceNumber}</bdi> : '—'],
          ]}
        />
      </Section>
      <Section title={t('items')}>
        <div className="overflow-x-auto">
          <table className="w-full text-[0.95rem]">
            <thead className="text-sm text-fg-muted">
              <tr>
                <th scope="col" className={cell}>
                  {t('itemTitle')}
                </th>
                <th scope="col" className={cell}>
                  {t('price')}
                </th>
                <th scope="col" className={cell}>
                  {t('discount')}
                </th>
                <th scope="col" className={cell}>
                  {t('vat', { rate: order.vatRate })}
                </th>
                <th scope="col" className={cell}>
                  {t('paid')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.programId} className="border-t border-line">
                  <td className={cell}>
                    <bdi>{locale === 'ar' ? item.arTitle : item.enTitle}</bdi>
                  </td>
                  <td className={cell}>{money(item.price)}</td>
                  <td className={cell}>{money(item.discount)}</td>
                  <td className={cell}>{money(item.vat)}</td>
                  <td className={cell}>{money(item.paid)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section title={t('provider')}>
        <StudioFacts
          rows={[
            [t('providerName'), order.provider ?? '—'],
            [t('providerOrder'), providerOrderId ? <bdi dir="ltr">{providerOrderId}</bdi> : '—'],
          ]}
        />
        {transactions.length === 0 ? <p className="text-fg">{t('noTransactions')}</p> : null}
        <ul className="flex flex-col gap-3">
          {transactions.map((transaction) => (
            <li key={transaction.id} className="rounded-lg border border-line p-3" data-testid="studio-transaction">
              <StudioFacts
                rows={[
                  [
                    t('transactionCode'),
                    <bdi key="c" dir="ltr">
                      {transaction.code}
                    </bdi>,
                  ],
                  [
                    t('providerTransaction'),
                    <bdi key="p" dir="ltr">
                      {transaction.providerTransactionId ?? '—'}
                    </bdi>,
                  ],
                  [t('transactionStatus'), t(`transactionStatuses.${transaction.status}`)],
                  [t('amount'), money(transaction.amount)],
                  [
                    t('card'),
                    transaction.cardBrand ? (
                      <bdi dir="ltr">{`${transaction.cardBrand} •••• ${transaction.maskedPan ?? ''}`}</bdi>
                    ) : (
                      '—'
                    ),
                  ],
                  [t('received'), when(transaction.createdAt)],
                  [t('lastChange'), when(transaction.updatedAt)],
                ]}
              />
              {transaction.callback ? (
                <details className="mt-2">
                  <summary className="cursor-pointer text-sm font-semibold text-accent">{t('callback')}</summary>
                  <pre dir="ltr" className="mt-2 overflow-x-auto rounded-lg bg-surface-muted p-3 text-start text-xs">
                    {JSON.stringify(JSON.parse(transaction.callback), null, 2)}
                  </pre>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t('callbacks')}>
        {callbacks.length === 0 ? <p className="text-fg">{t('noCallbacks')}</p> : null}
        <ol className="flex flex-col gap-2">
          {callbacks.map((callback) => (
            <li key={callback.id} className="rounded-lg border border-line p-3" data-testid="studio-callback">
              <p className="text-fg">
                {when(callback.receivedAt)} · <bdi dir="ltr">{callback.providerTransactionId}</bdi> ·{' '}
                {t(`transactionStatuses.${callback.status}`)} · {money(callback.amount)} ·{' '}
                {t(`callbackResults.${callback.result}`)}
              </p>
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-semibold text-accent">{t('callback')}</summary>
                <pre dir="ltr" className="mt-2 overflow-x-auto rounded-lg bg-surface-muted p-3 text-start text-xs">
                  {JSON.stringify(JSON.parse(callback.details), null, 2)}
                </pre>
              </details>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t('refunds')}>
        {refunds.length === 0 ? <p className="text-fg">{t('noRefunds')}</p> : null}
        <ul className="flex flex-col gap-3">
          {refunds.map((refund) => (
            <li key={refund.id} className="rounded-lg border border-line p-3" data-testid="studio-refund">
              <StudioFacts
                rows={[
                  [t('refundKind'), t(`refundKinds.${refund.kind}`)],
                  [t('refundStatus'), t(`refundStatuses.${refund.status}`)],
                  [t('amount'), money(refund.amount)],
                  [t('reason'), <bdi key="r">{refund.reason}</bdi>],
                  [
                    t('providerTransaction'),
                    <bdi key="p" dir="ltr">
                      {refund.providerReference ?? '—'}
                    </bdi>,
                  ],
                  [
                    t('creditNote'),
                    <bdi key="n" dir="ltr">
                      {refund.creditNoteNumber ?? '—'}
                    </bdi>,
                  ],
                  [t('created'), when(refund.createdAt)],
                  [t('confirmed'), when(refund.confirmedAt)],
                ]}
              />
            </li>
          ))}
        </ul>
      </Section>
      <OrderActions
        orderId={order.id}
        status={order.status}
        refundable={refundable}
        paymentMethod={paymentMethod}
        refundThroughProvider={refundThroughProvider}
        onDone={() => load().catch(() => setState({ refusal: 'SERVICE_UNAVAILABLE' }))}
      />
    </div>
  );
}
