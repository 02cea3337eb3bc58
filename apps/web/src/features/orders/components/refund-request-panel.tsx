'use client';
import { formatLongDate, formatNumber, type Locale } from '@manara/i18n';
import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from '#intl';
import { request } from '@/shared/graphql/request';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextAreaField } from '@/shared/ui/form/text-area-field';
import { buttonStyles } from '@/shared/ui/styles';
import { requestRefundMutation, type RefundStandingData } from '../api/order-documents';

/**
 * An order's refund request in purchase history (decision 0057): the request and its outcome, the
 * "ask for a refund" form when the policy allows it, or why it does not.
 */
export function RefundRequestPanel({ code, standing: initial }: { code: string; standing: RefundStandingData }) {
  const t = useTranslations('cart.history.refund');
  const locale = useLocale() as Locale;
  const [standing, setStanding] = useState(initial);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const headingId = useId();
  const { request: made } = standing;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (reason.trim().length < 3) {
      setFieldError(t('reasonShort'));
      return;
    }
    setBusy(true);
    setError(null);
    setFieldError(null);
    try {
      const { requestRefund: answer } = await request(
        requestRefundMutation,
        { input: { orderId: standing.orderId, reason } },
        { locale },
      );
      if (answer.success && answer.data) {
        setStanding(answer.data);
        setOpen(false);
      } else {
        const onReason = answer.fieldErrors?.find((f) => f.field === 'reason');
        setFieldError(onReason?.message ?? null);
        if (!onReason) setError(answer.message);
      }
    } catch {
      setError(t('failed'));
    } finally {
      setBusy(false);
    }
  }

  if (made) {
    const text =
      made.status === 'PENDING'
        ? t('pending', { date: formatLongDate(made.createdAt, locale) })
        : made.status === 'APPROVED'
          ? t('approved')
          : t('rejected');
    return (
      <div className="rounded-lg border border-line bg-surface px-4 py-3 text-sm" data-testid="refund-request">
        <p className="font-semibold text-fg" data-status={made.status}>
          {text}
        </p>
        {made.status === 'REJECTED' && made.decisionReason ? (
          <p className="mt-1 text-fg-muted">
            {t('rejectedReason')} <bdi>{made.decisionReason}</bdi>
          </p>
        ) : null}
      </div>
    );
  }
  if (!standing.eligible) {
    const because = standing.ineligibleBecause;
    if (because !== 'TOO_LATE' && because !== 'TOO_MUCH_CONSUMED' && because !== 'REQUESTS_DISABLED') return null;
    const why =
      because === 'TOO_LATE'
        ? t('tooLate', { days: standing.maxDays })
        : because === 'TOO_MUCH_CONSUMED'
          ? t('tooMuchConsumed', {
              percent: formatNumber(standing.maxConsumedPercent, locale),
              consumed: formatNumber(standing.consumedPercent, locale),
            })
          : t('closed');
    return (
      <p className="text-sm text-fg-muted" data-testid="refund-ineligible" data-reason={because}>
        {t('notEligible', { why })}
      </p>
    );
  }
  if (!open)
    return (
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={`${buttonStyles.secondary} ${buttonStyles.small}`}
          aria-label={t('askFor', { code })}
          onClick={() => setOpen(true)}
          data-testid="refund-ask"
        >
          {t('ask')}
        </button>
        {standing.requestUntil ? (
          <span className="text-sm text-fg-muted">
            {t('until', { date: formatLongDate(standing.requestUntil, locale) })}
          </span>
        ) : null}
      </div>
    );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
      data-testid="refund-form"
    >
      <h3 id={headingId} className="font-semibold text-fg">
        {t('formTitle')}
      </h3>
      <p className="text-sm text-fg-muted">{t('formBody')}</p>
      <TextAreaField
        name="reason"
        label={t('reasonLabel')}
        required
        maxLength={500}
        value={reason}
        error={fieldError ?? undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      {error ? <FormAlert tone="error">{error}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className={`${buttonStyles.primary} ${buttonStyles.small}`}
          data-testid="refund-send"
        >
          {busy ? t('sending') : t('send')}
        </button>
        <button
          type="button"
          className={`${buttonStyles.secondary} ${buttonStyles.small}`}
          onClick={() => setOpen(false)}
        >
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
