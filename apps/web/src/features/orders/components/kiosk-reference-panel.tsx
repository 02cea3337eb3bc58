'use client';
import { formatDateTime, formatEgp, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useToast } from '@/shared/ui/toast/use-toast';
import { buttonStyles } from '@/shared/ui/styles';
import type { TransactionData } from '../api/order-documents';

type Kiosk = NonNullable<TransactionData['kiosk']>;

/**
 * Kiosk cash waiting to be paid (decision 0066): the bill reference to quote (left to right, as the
 * kiosk's machine takes it, with a copy button), the amount, the Cairo deadline and how to pay; in
 * the sandbox, the link to its simulated kiosk. A lapsed reference says the order was cancelled.
 */
export function KioskReferencePanel({
  kiosk,
  totalAmount,
  headingId,
  level = 'h2',
}: {
  kiosk: Kiosk;
  totalAmount: number;
  /** Unique per page: purchase history lists several orders. */
  headingId: string;
  /** h3 inside an order of purchase history. */
  level?: 'h2' | 'h3';
}) {
  const Heading = level;
  const t = useTranslations('cart.kiosk');
  const locale = useLocale() as Locale;
  const toast = useToast();
  const until = <time dateTime={kiosk.expiresAt}>{formatDateTime(kiosk.expiresAt, locale)}</time>;
  if (kiosk.lapsed) {
    return (
      <p className="rounded-card border border-line bg-surface-muted p-4 text-start text-fg" data-testid="kiosk-lapsed">
        {t.rich('lapsed', {
          ref: () => (
            <bdi dir="ltr" className="font-mono">
              {kiosk.billReference}
            </bdi>
          ),
          until: () => until,
        })}
      </p>
    );
  }
  async function copy() {
    try {
      await navigator.clipboard.writeText(kiosk.billReference);
      toast({ type: 'success', message: t('copied') });
    } catch {
      toast({ type: 'error', message: t('copyFailed') });
    }
  }
  return (
    <section
      aria-labelledby={headingId}
      className="w-full rounded-card border border-accent bg-surface-raised p-5 text-start"
      data-testid="kiosk-reference"
    >
      <Heading id={headingId} className="text-lg font-bold text-fg">
        {t('title')}
      </Heading>
      <p className="mt-1 text-sm text-fg-muted">{t('waiting')}</p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-fg-muted">{t('reference')}</dt>
          <dd className="mt-1 flex flex-wrap items-center gap-3">
            <bdi
              dir="ltr"
              className="font-mono text-2xl font-bold tracking-widest text-fg"
              data-testid="kiosk-bill-reference"
            >
              {kiosk.billReference}
            </bdi>
            <button
              type="button"
              onClick={copy}
              aria-label={t('copyLabel')}
              className={`${buttonStyles.secondary} ${buttonStyles.small}`}
            >
              {t('copy')}
            </button>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-fg-muted">{t('amount')}</dt>
          <dd className="mt-1 text-2xl font-bold text-fg" data-testid="kiosk-amount">
            <bdi>{formatEgp(totalAmount, locale)}</bdi>
          </dd>
        </div>
      </dl>
      <p className="mt-4 font-semibold text-fg" data-testid="kiosk-deadline">
        {t.rich('payBefore', { until: () => until })}
      </p>
      <p className="mt-4 text-sm font-bold text-fg">{t('stepsTitle')}</p>
      <ol className="mt-2 list-decimal space-y-1 ps-6 text-fg">
        <li>{t('step1')}</li>
        <li>{t('step2')}</li>
        <li>{t('step3')}</li>
      </ol>
      {kiosk.sandboxKioskUrl ? (
        <a href={kiosk.sandboxKioskUrl} className={`${buttonStyles.secondary} mt-4`} data-testid="kiosk-sandbox-link">
          {t('sandbox')}
        </a>
      ) : null}
    </section>
  );
}
