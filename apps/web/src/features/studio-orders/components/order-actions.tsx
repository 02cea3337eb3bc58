'use client';
import { StudioConfirm } from '@/features/studio/components/studio-confirm';
import { formatEgp, normalizeDigits, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useId, useState } from 'react';
import { request } from '@/shared/graphql/request';
import { TextAreaField } from '@/shared/ui/form/text-area-field';
import { TextField } from '@/shared/ui/form/text-field';
import { buttonStyles } from '@/shared/ui/styles';
import { refundOrderMutation, resolveOrderReviewMutation } from '../api/studio-order-documents';
import type { OrderStatus } from './order-status-badge';

interface Outcome {
  success: boolean;
  message: string;
  fieldErrors: readonly { field: string; message: string }[];
}

type Pending = { kind: 'REFUND'; amount: number | null } | { kind: 'GRANT' } | { kind: 'REVIEW_REFUND' };

/**
 * The administrator's actions on an order (decision 0043): a refund of all or part of what
 * remains, or, for an order held in review, grant or refund it. Each asks for a reason and is
 * confirmed before it is sent.
 */
export function OrderActions({
  orderId,
  status,
  refundable,
  paymentMethod,
  refundThroughProvider,
  onDone,
}: {
  orderId: string;
  status: OrderStatus;
  refundable: number;
  /** How it was paid (CARD, WALLET, KIOSK, INSTALMENTS); null while unpaid. */
  paymentMethod: string | null;
  /** Kiosk cash and instalments cannot be given back through the provider (decision 0065). */
  refundThroughProvider: boolean;
  onDone: () => void;
}) {
  const t = useTranslations('studio.orders');
  const locale = useLocale() as Locale;
  const reasonId = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inReview = status === 'REVIEW';
  const said = (
    <p role="status" className={outcome?.success ? 'text-fg' : '[color:light-dark(#b42318,#fda29b)]'}>
      {outcome?.message ?? ''}
    </p>
  );
  // Nothing left to do (refunded in full, or resolved): only what the last action said stays.
  if (!inReview && (status !== 'PAID' || refundable <= 0)) return said;
  // Offer only what the method allows, and say why the rest is not offered.
  if (!inReview && !refundThroughProvider)
    return (
      <p className="rounded-card border border-line p-4 text-fg" data-testid="refund-outside-provider">
        {t('refundOutsideProvider', { method: t(`methods.${paymentMethod ?? 'CARD'}`) })}
      </p>
    );

  const errorOf = (name: string) => outcome?.fieldErrors.find((e) => e.field === name)?.message;
  const parsedAmount = () => {
    const text = normalizeDigits(amount).trim().replace(',', '.');
    return text === '' ? null : Number(text);
  };

  async function send() {
    if (!pending || busy) return;
    setBusy(true);
    try {
      const result =
        pending.kind === 'REFUND'
          ? (await request(refundOrderMutation, { input: { orderId, amount: pending.amount, reason } }, { locale }))
              .refundOrder
          : (
              await request(
                resolveOrderReviewMutation,
                { input: { orderId, action: pending.kind === 'GRANT' ? 'GRANT' : 'REFUND', reason } },
                { locale },
              )
            ).resolveOrderReview;
      setOutcome(result);
      setPending(null);
      if (result.success) {
        setAmount('');
        setReason('');
        onDone();
      }
    } catch {
      setOutcome({ success: false, message: t('actionFailed'), fieldErrors: [] });
    } finally {
      setBusy(false);
    }
  }

  const confirmText = () => {
    if (!pending) return '';
    if (pending.kind === 'GRANT') return t('confirmGrant');
    if (pending.kind === 'REVIEW_REFUND') return t('confirmReviewRefund');
    return t('confirmRefund', { amount: formatEgp(pending.amount ?? refundable, locale) });
  };

  return (
    <section className="flex flex-col gap-4 rounded-card border border-line p-4" aria-labelledby={`${reasonId}-title`}>
      <h2 id={`${reasonId}-title`} className="text-lg font-bold text-fg">
        {inReview ? t('resolveTitle') : t('refundTitle')}
      </h2>
      {inReview ? (
        <p className="text-fg">{t('resolveHelp')}</p>
      ) : (
        <p className="text-fg">{t('refundHelp', { amount: formatEgp(refundable, locale) })}</p>
      )}
      {!inReview ? (
        <TextField
          name="amount"
          label={t('refundAmount')}
          hint={t('refundAmountHint')}
          inputMode="decimal"
          dir="ltr"
          value={amount}
          error={errorOf('amount')}
          onChange={(event) => setAmount(event.target.value)}
          className="max-w-48"
        />
      ) : null}
      <TextAreaField
        name="reason"
        label={t('reason')}
        dir="auto"
        rows={2}
        value={reason}
        error={errorOf('reason')}
        onChange={(event) => setReason(event.target.value)}
      />
      {pending ? (
        <StudioConfirm
          question={confirmText()}
          confirmLabel={t('confirm')}
          cancelLabel={t('cancel')}
          busy={busy}
          onConfirm={send}
          onCancel={() => setPending(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-3">
          {inReview ? (
            <>
              <button type="button" className={buttonStyles.primary} onClick={() => setPending({ kind: 'GRANT' })}>
                {t('grant')}
              </button>
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={() => setPending({ kind: 'REVIEW_REFUND' })}
              >
                {t('refundInReview')}
              </button>
            </>
          ) : (
            <button
              type="button"
              className={buttonStyles.primary}
              onClick={() => {
                const value = parsedAmount();
                setPending({ kind: 'REFUND', amount: value !== null && Number.isFinite(value) ? value : null });
              }}
            >
              {t('refund')}
            </button>
          )}
        </div>
      )}
      {said}
    </section>
  );
}
