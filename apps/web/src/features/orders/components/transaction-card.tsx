'use client';
import { formatLongDate, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { formatEgp } from '@manara/i18n';
import { Link } from '@/i18n/navigation';
import { ReceiptIcon } from '@/shared/ui/icons/receipt-icon';
import { buttonStyles } from '@/shared/ui/styles';
import type { RefundStandingData, TransactionData } from '../api/order-documents';
import { orderOutcome, statusBadge } from '../lib/order-outcome';
import { InstalmentPlan } from './instalment-plan';
import { KioskReferencePanel } from './kiosk-reference-panel';
import { RefundRequestPanel } from './refund-request-panel';
import { StatusBadge } from './status-badge';

/** Kiosk cash and instalments have no card to show (their callbacks name the channel, not a card). */
const showsCard = (method: TransactionData['paymentMethod']) =>
  method === null || method === 'CARD' || method === 'WALLET';

/** One order in purchase history: code, date, items, total, status, card, the invoice link and, once money went back, its credit notes. */
export function TransactionCard({
  transaction,
  refundStanding,
}: {
  transaction: TransactionData;
  /** The purchase history's refund state of the order (decision 0057); absent elsewhere. */
  refundStanding?: RefundStandingData | null;
}) {
  const t = useTranslations('cart.history');
  const methods = useTranslations('cart.methods');
  const types = useTranslations('explore.types');
  const locale = useLocale() as Locale;
  const badge = statusBadge(transaction);
  const { cardBrand, maskedPan } = transaction.paymentDetails;
  const headingId = `order-${transaction.id}`;
  const outcome = orderOutcome(transaction);
  // A refunded order keeps its invoice, with its credit notes (decision 0044).
  const hasInvoice = outcome === 'paid' || (outcome === 'refunded' && transaction.invoiced);
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-4 rounded-card border border-line bg-surface-raised p-5 shadow-card"
        data-testid="transaction"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-bold text-fg">
            {t('order')}{' '}
            <bdi dir="ltr" className="font-mono">
              {transaction.code}
            </bdi>
          </h2>
          <StatusBadge status={badge.key} tone={badge.tone} />
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-fg-muted">{t('date')}</dt>
            <dd className="font-semibold text-fg">
              <time dateTime={transaction.createdAt}>{formatLongDate(transaction.createdAt, locale)}</time>
            </dd>
          </div>
          <div>
            <dt className="text-fg-muted">{t('total')}</dt>
            <dd className="font-semibold text-fg">
              <bdi>{formatEgp(transaction.totalAmount, locale)}</bdi>
            </dd>
          </div>
          {transaction.paymentMethod ? (
            <div>
              <dt className="text-fg-muted">{t('method')}</dt>
              <dd className="font-semibold text-fg" data-testid="transaction-method">
                {methods(transaction.paymentMethod)}
              </dd>
            </div>
          ) : null}
          {(cardBrand || maskedPan) && showsCard(transaction.paymentMethod) ? (
            <div>
              <dt className="text-fg-muted">{t('payment')}</dt>
              <dd className="font-semibold text-fg" data-testid="transaction-card">
                {maskedPan ? t('cardEnding', { brand: cardBrand ?? '', digits: maskedPan.slice(-4) }) : cardBrand}
              </dd>
            </div>
          ) : null}
        </dl>
        <div>
          <h3 className="text-sm text-fg-muted">{t('items')}</h3>
          <ul className="mt-1 flex flex-col gap-1">
            {transaction.purchaseItems.map((item) => (
              <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 text-fg">
                <span>
                  <bdi className="font-semibold">{item.title}</bdi>{' '}
                  <span className="text-sm text-fg-muted">· {types(item.type)}</span>
                </span>
                <bdi className="text-sm text-fg-muted">{formatEgp(item.priceAfterDiscount, locale)}</bdi>
              </li>
            ))}
          </ul>
        </div>
        {transaction.kiosk && (outcome === 'pending' || transaction.kiosk.lapsed) ? (
          <KioskReferencePanel
            kiosk={transaction.kiosk}
            totalAmount={transaction.totalAmount}
            headingId={`kiosk-${transaction.id}`}
            level="h3"
          />
        ) : null}
        {transaction.instalmentPlan ? (
          <InstalmentPlan plan={transaction.instalmentPlan} headingId={`plan-${transaction.id}`} />
        ) : null}
        {hasInvoice ? (
          <div className="flex flex-wrap gap-2 self-start">
            <Link
              href={`/invoice/${transaction.id}`}
              aria-label={t('invoiceFor', { code: transaction.code })}
              className={`${buttonStyles.secondary} ${buttonStyles.small}`}
              data-testid="transaction-invoice"
            >
              <ReceiptIcon size={18} />
              {t('invoice')}
            </Link>
            {transaction.refunded > 0 ? (
              <Link
                href={`/invoice/${transaction.id}#credit-notes-title`}
                aria-label={t('creditNotesFor', { code: transaction.code })}
                className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                data-testid="transaction-credit-notes"
              >
                {t('creditNotes')}
              </Link>
            ) : null}
          </div>
        ) : null}
        {refundStanding ? <RefundRequestPanel code={transaction.code} standing={refundStanding} /> : null}
      </article>
    </li>
  );
}
