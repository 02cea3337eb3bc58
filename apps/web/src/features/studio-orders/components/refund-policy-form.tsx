'use client';
import { type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { request } from '@/shared/graphql/request';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { TextField } from '@/shared/ui/form/text-field';
import { buttonStyles } from '@/shared/ui/styles';
import { studioRefundPolicyQuery, updateRefundPolicyMutation } from '../api/studio-refund-request-documents';

interface Draft {
  requestsEnabled: boolean;
  maxDays: string;
  maxConsumedPercent: string;
}

/**
 * The refund policy for learners' requests (decision 0057): whether they may ask, within how many
 * days of payment and with how much of the lessons completed. Numbers may be typed in Arabic-Indic
 * digits; the API reads them.
 */
export function RefundPolicyForm() {
  const t = useTranslations('studio.refundRequests.policy');
  const locale = useLocale() as Locale;
  const headingId = useId();
  const enabledId = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    const controller = new AbortController();
    request(studioRefundPolicyQuery, {}, { locale, signal: controller.signal }).then(
      ({ studioRefundPolicy: answer }) => {
        if (answer.success && answer.data)
          setDraft({
            requestsEnabled: answer.data.requestsEnabled,
            maxDays: String(answer.data.maxDays),
            maxConsumedPercent: String(answer.data.maxConsumedPercent),
          });
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [locale]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft || busy) return;
    setBusy(true);
    setAlert(null);
    try {
      const { updateRefundPolicy: answer } = await request(updateRefundPolicyMutation, { input: draft }, { locale });
      setErrors(Object.fromEntries((answer.fieldErrors ?? []).map((f) => [f.field, f.message])));
      setAlert({ tone: answer.success ? 'success' : 'error', message: answer.message });
    } catch {
      setAlert({ tone: 'error', message: t('failed') });
    } finally {
      setBusy(false);
    }
  }

  if (!draft) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card border border-line p-5">
      <h2 id={headingId} className="text-lg font-bold text-fg">
        {t('title')}
      </h2>
      <p className="text-sm text-fg-muted">{t('intro')}</p>
      <form onSubmit={save} noValidate className="flex flex-col gap-4" data-testid="refund-policy-form">
        <div className="flex items-center gap-2">
          <input
            id={enabledId}
            type="checkbox"
            className="size-5"
            checked={draft.requestsEnabled}
            onChange={(event) => setDraft({ ...draft, requestsEnabled: event.target.checked })}
          />
          <label htmlFor={enabledId} className="font-medium">
            {t('enabled')}
          </label>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="maxDays"
            label={t('maxDays')}
            inputMode="numeric"
            dir="auto"
            value={draft.maxDays}
            error={errors.maxDays}
            onChange={(event) => setDraft({ ...draft, maxDays: event.target.value })}
          />
          <TextField
            name="maxConsumedPercent"
            label={t('maxConsumedPercent')}
            inputMode="numeric"
            dir="auto"
            value={draft.maxConsumedPercent}
            error={errors.maxConsumedPercent}
            onChange={(event) => setDraft({ ...draft, maxConsumedPercent: event.target.value })}
          />
        </div>
        {alert ? <FormAlert tone={alert.tone}>{alert.message}</FormAlert> : null}
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className={`${buttonStyles.primary} self-start`}
          data-testid="refund-policy-save"
        >
          {t('save')}
        </button>
      </form>
    </section>
  );
}
