'use client';
import type { Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useSearchParams } from 'next/navigation';
import { StatePanel } from '@/shared/ui/state-panel';
import { formatEgp } from '@manara/i18n';
import { Link } from '@/i18n/navigation';
import { AlertIcon } from '@/shared/ui/icons/alert-icon';
import { CheckCircleIcon } from '@/shared/ui/icons/check-circle-icon';
import { WarnIcon } from '@/shared/ui/icons/warn-icon';
import { buttonStyles } from '@/shared/ui/styles';
import type { TransactionData } from '../api/order-documents';
import { useOrderPoll } from '../hooks/use-order-poll';
import { orderOutcome } from '../lib/order-outcome';
import { InstalmentPlan } from './instalment-plan';
import { KioskReferencePanel } from './kiosk-reference-panel';
import { StartLearningLink } from './start-learning-link';

function Spinner() {
  return (
    <span className="size-8 animate-spin rounded-full border-4 border-current border-t-transparent motion-reduce:animate-none" />
  );
}

function Bought({ transaction }: { transaction: TransactionData }) {
  const t = useTranslations('cart.success');
  const types = useTranslations('explore.types');
  const locale = useLocale() as Locale;
  return (
    <div className="mt-2 w-full text-start">
      <h2 className="text-lg font-bold text-fg">{t('bought')}</h2>
      <ul className="mt-3 divide-y divide-line rounded-card border border-line" data-testid="success-items">
        {transaction.purchaseItems.map((item) => (
          <li key={item.id} className="flex items-baseline justify-between gap-4 px-4 py-3">
            <bdi className="font-semibold text-fg">{item.title}</bdi>
            <span className="shrink-0 text-sm text-fg-muted">{types(item.type)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between gap-4 px-4 font-bold text-fg">
        <span>{t('totalPaid')}</span>
        <bdi>{formatEgp(transaction.totalAmount, locale)}</bdi>
      </p>
    </div>
  );
}

/** Shown until the server has the provider's verified answer (also the page's first paint). */
export function SuccessWaiting() {
  const t = useTranslations('cart.success');
  return <StatePanel level="h1" live icon={<Spinner />} title={t('pendingTitle')} body={t('pendingBody')} />;
}

/** /success: waits for the verified state of the order in `?reference=` and shows it (docs/product/commerce.md). */
export function SuccessView() {
  const t = useTranslations('cart.success');
  const reference = useSearchParams().get('reference');
  const poll = useOrderPoll(reference);
  const cartLink = (
    <Link href="/cart" className={buttonStyles.primary}>
      {t('tryAgain')}
    </Link>
  );
  const historyLink = (primary: boolean) => (
    <Link href="/purchase-history" className={primary ? buttonStyles.primary : buttonStyles.secondary}>
      {t('purchaseHistory')}
    </Link>
  );

  if (poll.phase === 'missing') {
    return (
      <StatePanel level="h1" icon={<AlertIcon size={30} />} title={t('missingTitle')} body={t('missingBody')}>
        {historyLink(true)}
      </StatePanel>
    );
  }
  if (poll.phase === 'waiting') return <SuccessWaiting />;
  if (poll.phase === 'slow') {
    return (
      <StatePanel level="h1" live icon={<WarnIcon size={30} />} title={t('slowTitle')} body={t('slowBody')}>
        {historyLink(true)}
        <Link href="/cart" className={buttonStyles.secondary}>
          {t('tryAgain')}
        </Link>
      </StatePanel>
    );
  }
  const { transaction } = poll;
  const outcome = orderOutcome(transaction);
  if (outcome === 'paid') {
    return (
      <StatePanel
        level="h1"
        live
        icon={<CheckCircleIcon size={30} />}
        title={t('paidTitle')}
        body={<p>{t('paidBody')}</p>}
      >
        <Bought transaction={transaction} />
        {transaction.instalmentPlan ? (
          <InstalmentPlan plan={transaction.instalmentPlan} headingId="success-plan" />
        ) : null}
        <StartLearningLink programId={transaction.purchaseItems[0]?.id ?? null} />
        <Link href={`/invoice/${transaction.id}`} className={buttonStyles.secondary} data-testid="success-invoice">
          {t('viewInvoice')}
        </Link>
      </StatePanel>
    );
  }
  if (outcome === 'pending' && transaction.kiosk) {
    // Kiosk cash (decision 0066): the order waits for cash; the reference is what the learner needs now.
    return (
      <StatePanel level="h1" icon={<WarnIcon size={30} />} title={t('kioskTitle')} body={t('kioskBody')}>
        <KioskReferencePanel
          kiosk={transaction.kiosk}
          totalAmount={transaction.totalAmount}
          headingId="success-kiosk"
        />
        {historyLink(false)}
      </StatePanel>
    );
  }
  if (outcome === 'review') {
    return (
      <StatePanel level="h1" live icon={<WarnIcon size={30} />} title={t('reviewTitle')} body={t('reviewBody')}>
        {historyLink(true)}
      </StatePanel>
    );
  }
  return (
    <StatePanel level="h1" live icon={<AlertIcon size={30} />} title={t('failedTitle')} body={t('failedBody')}>
      {cartLink}
      {historyLink(false)}
    </StatePanel>
  );
}
