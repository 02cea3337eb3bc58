import { formatLongDate, formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import type { ReactNode } from 'react';
import { formatEgp } from '@manara/i18n';
import { formatEgpDiscount } from '@/shared/lib/format-egp';
import type { InvoiceData } from '../api/order-documents';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="font-semibold text-fg">{children}</dd>
    </div>
  );
}

function TotalRow({ label, value, strong }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-6 py-1.5 ${strong ? 'border-t border-line pt-3 text-lg font-bold text-fg' : 'text-fg-muted'}`}
    >
      <dt>{label}</dt>
      <dd className={strong ? '' : 'font-semibold text-fg'}>
        <bdi>{value}</bdi>
      </dd>
    </div>
  );
}

/** The invoice as issued (docs/product/commerce.md): seller, buyer, number, date, lines with VAT and the totals. Prints cleanly. */
export function InvoiceDocument({ invoice, actions }: { invoice: InvoiceData; actions: ReactNode }) {
  const t = useTranslations('cart.invoice');
  const types = useTranslations('explore.types');
  const locale = useLocale() as Locale;
  const money = (egp: number) => formatEgp(egp, locale);
  const cell = 'px-3 py-2.5';
  return (
    <article className="rounded-card border border-line bg-surface-raised p-6 shadow-card print:border-0 print:p-0 print:shadow-none sm:p-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-fg">
            {t('heading')} <bdi data-testid="invoice-number">{invoice.invoiceNumber}</bdi>
          </h1>
          <p className="mt-1 text-fg-muted">
            <time dateTime={invoice.invoiceDate}>{formatLongDate(invoice.invoiceDate, locale)}</time>
          </p>
        </div>
        {actions}
      </header>

      <dl className="mt-8 grid gap-6 sm:grid-cols-2">
        <Fact label={t('seller')}>
          <bdi>{invoice.seller.name}</bdi>
          <span className="block text-sm font-normal text-fg-muted">
            <bdi>{invoice.seller.address}</bdi>
          </span>
          <span className="block text-sm font-normal text-fg-muted">
            {t('taxNumber')}: <bdi>{invoice.seller.taxRegistrationNumber}</bdi>
          </span>
        </Fact>
        <Fact label={t('providedTo')}>
          <bdi>{invoice.providedTo}</bdi>
        </Fact>
        <Fact label={t('number')}>
          <bdi>{invoice.invoiceNumber}</bdi>
        </Fact>
        <Fact label={t('transaction')}>
          <bdi>{invoice.transactionCode}</bdi>
        </Fact>
        {invoice.couponCode ? (
          <Fact label={t('coupon')}>
            <bdi>{invoice.couponCode}</bdi>
          </Fact>
        ) : null}
      </dl>

      <div className="mt-8 overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-start text-sm">
          <thead>
            <tr className="border-b border-line text-fg-muted">
              <th scope="col" className={`${cell} text-start font-semibold`}>
                {t('item')}
              </th>
              <th scope="col" className={`${cell} text-start font-semibold`}>
                {t('type')}
              </th>
              <th scope="col" className={`${cell} text-end font-semibold`}>
                {t('price')}
              </th>
              <th scope="col" className={`${cell} text-end font-semibold`}>
                {t('discount')}
              </th>
              <th scope="col" className={`${cell} text-end font-semibold`}>
                {t('tax')}
              </th>
              <th scope="col" className={`${cell} text-end font-semibold`}>
                {t('amountPaid')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((item, index) => (
              <tr key={index} className="border-b border-line text-fg">
                <th scope="row" className={`${cell} text-start font-semibold`}>
                  <bdi>{item.name}</bdi>
                  {item.discountCode ? (
                    <span className="block text-xs font-normal text-fg-muted">
                      {t('coupon')}: <bdi>{item.discountCode}</bdi>
                    </span>
                  ) : null}
                </th>
                <td className={cell}>{types(item.type)}</td>
                <td className={`${cell} text-end`}>
                  <bdi>{money(item.price)}</bdi>
                </td>
                <td className={`${cell} text-end`}>
                  <bdi>{formatEgpDiscount(item.discountAmount, locale)}</bdi>
                </td>
                <td className={`${cell} text-end`}>
                  <bdi>{money(item.tax)}</bdi>
                </td>
                <td className={`${cell} text-end font-semibold`}>
                  <bdi>{money(item.amountPaid)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <dl className="ms-auto mt-6 max-w-sm">
        <TotalRow label={t('subtotal')} value={money(invoice.subtotal)} />
        {invoice.discountAmount > 0 ? (
          <TotalRow label={t('discount')} value={formatEgpDiscount(invoice.discountAmount, locale)} />
        ) : null}
        <TotalRow label={t('vat', { rate: formatNumber(invoice.vatRate, locale) })} value={money(invoice.vatAmount)} />
        <TotalRow label={t('totalPaid')} value={money(invoice.totalAmountPaid)} strong />
      </dl>
    </article>
  );
}
