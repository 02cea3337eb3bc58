'use client';
import { formatEgp, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { request } from '@/shared/graphql/request';
import type { FieldError } from '@/shared/graphql/envelope';
import { spreadFieldErrors, type FieldErrorMap } from '@/shared/ui/form/field-errors';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import {
  recordLecturerPayoutMutation,
  setLecturerShareMutation,
  type EarningsStatement,
} from '../api/studio-earnings-documents';
import { cairoToday } from '../lib/earnings-text';

type Alert = { tone: 'error' | 'success'; message: string } | null;
interface Answer {
  success: boolean;
  message: string;
  fieldErrors?: readonly FieldError[] | null;
  data?: EarningsStatement | null;
}

/** One administrator form: its values, its fields' errors under them, the answer's message above the button. */
function useEarningsForm<K extends string>(
  initial: Record<K, string>,
  onSaved: (statement: EarningsStatement) => void,
) {
  const t = useTranslations('studio.earnings');
  const fields = Object.keys(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [alert, setAlert] = useState<Alert>(null);
  const [busy, setBusy] = useState(false);
  async function submit(send: () => Promise<Answer>) {
    if (busy) return;
    setBusy(true);
    setAlert(null);
    try {
      const answer = await send();
      const { byField, other } = spreadFieldErrors(answer.fieldErrors ?? [], fields);
      setErrors(byField);
      setAlert({ tone: answer.success ? 'success' : 'error', message: [answer.message, ...other].join(' ') });
      if (answer.success && answer.data) onSaved(answer.data);
    } catch {
      setAlert({ tone: 'error', message: t('saveFailed') });
    } finally {
      setBusy(false);
    }
  }
  /** What a text field of the form takes: its name, value, error and change handler. */
  const fieldOf = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: event.target.value })),
  });
  return { values, alert, busy, submit, fieldOf };
}

/** The form's answer and its button. */
function FormEnd({ alert, busy, label }: { alert: Alert; busy: boolean; label: string }) {
  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      {alert ? <FormAlert tone={alert.tone}>{alert.message}</FormAlert> : null}
      <div>
        <SubmitButton busy={busy} label={label} busyLabel={label} />
      </div>
    </div>
  );
}

function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-card border border-line p-4">
      <h2 id={id} className="text-lg font-bold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An administrator sets the lecturer's share from a Cairo date on (decision 0060). */
export function ShareForm({
  statement,
  onSaved,
}: {
  statement: EarningsStatement;
  onSaved: (s: EarningsStatement) => void;
}) {
  const t = useTranslations('studio.earnings');
  const locale = useLocale() as Locale;
  const form = useEarningsForm({ sharePercent: '', effectiveFrom: cairoToday() }, onSaved);
  const { earnings } = statement;
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async () => {
      const { setLecturerShare } = await request(
        setLecturerShareMutation,
        { input: { ...form.values, lecturerId: earnings.lecturerId, version: earnings.shareVersion } },
        { locale },
      );
      return setLecturerShare;
    });
  };
  return (
    <FormSection id="earnings-share" title={t('shareHeading')}>
      {earnings.shares.length > 0 ? (
        <ul className="flex flex-col gap-1 text-sm" aria-label={t('shareHistory')} data-testid="share-history">
          {earnings.shares.map((share) => (
            <li key={share.id}>
              <bdi dir="ltr">{share.effectiveFrom}</bdi> — {t('percent', { value: String(share.sharePercent) })}
            </li>
          ))}
        </ul>
      ) : null}
      <form noValidate onSubmit={save} className="grid gap-3 sm:grid-cols-2" data-testid="share-form">
        <TextField label={t('sharePercent')} inputMode="decimal" dir="ltr" {...form.fieldOf('sharePercent')} />
        <TextField label={t('effectiveFrom')} dir="ltr" hint={t('shareHint')} {...form.fieldOf('effectiveFrom')} />
        <FormEnd alert={form.alert} busy={form.busy} label={t('setShare')} />
      </form>
    </FormSection>
  );
}

const methods = ['BANK_TRANSFER', 'WALLET'] as const;

/** An administrator records a payout: amount, method, reference, Cairo date (decision 0060). */
export function PayoutForm({
  statement,
  onSaved,
}: {
  statement: EarningsStatement;
  onSaved: (s: EarningsStatement) => void;
}) {
  const t = useTranslations('studio.earnings');
  const locale = useLocale() as Locale;
  const [method, setMethod] = useState<(typeof methods)[number]>('BANK_TRANSFER');
  const form = useEarningsForm({ amount: '', reference: '', paidOn: cairoToday() }, onSaved);
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(async () => {
      const { recordLecturerPayout } = await request(
        recordLecturerPayoutMutation,
        { input: { ...form.values, lecturerId: statement.earnings.lecturerId, method } },
        { locale },
      );
      return recordLecturerPayout;
    });
  };
  return (
    <FormSection id="earnings-payout" title={t('payoutHeading')}>
      <p className="text-sm text-fg-muted">
        {t('payoutHint', { balance: formatEgp(statement.earnings.balance, locale) })}
      </p>
      <form noValidate onSubmit={save} className="grid gap-3 sm:grid-cols-2" data-testid="payout-form">
        <TextField label={t('amount')} inputMode="decimal" dir="ltr" {...form.fieldOf('amount')} />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="payout-method" className="text-sm font-medium">
            {t('method')}
          </label>
          <select
            id="payout-method"
            name="method"
            value={method}
            onChange={(e) => setMethod(e.target.value as (typeof methods)[number])}
            className="min-h-11 rounded-lg border border-line bg-surface px-3 text-fg focus-visible:border-accent"
          >
            {methods.map((value) => (
              <option key={value} value={value}>
                {t(`methods.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField label={t('reference')} dir="auto" {...form.fieldOf('reference')} />
        <TextField label={t('paidOn')} dir="ltr" {...form.fieldOf('paidOn')} />
        <FormEnd alert={form.alert} busy={form.busy} label={t('recordPayout')} />
      </form>
    </FormSection>
  );
}
