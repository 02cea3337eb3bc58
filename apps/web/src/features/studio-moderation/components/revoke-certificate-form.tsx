'use client';
import { normalizeDigits, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useId, useState } from 'react';
import { StudioConfirm } from '@/features/studio/components/studio-confirm';
import { request } from '@/shared/graphql/request';
import { TextAreaField } from '@/shared/ui/form/text-area-field';
import { TextField } from '@/shared/ui/form/text-field';
import { buttonStyles } from '@/shared/ui/styles';
import { revokeCertificateMutation } from '../api/studio-moderation-documents';

interface Outcome {
  success: boolean;
  message: string;
  fieldErrors: readonly { field: string; message: string }[];
}

/** Revokes a certificate by the code printed on it, with a reason its holder and its public page show (decision 0054). */
export function RevokeCertificateForm() {
  const t = useTranslations('studio.moderation');
  const locale = useLocale() as Locale;
  const titleId = useId();
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const errorOf = (name: string) => outcome?.fieldErrors.find((e) => e.field === name)?.message;

  async function send() {
    setBusy(true);
    try {
      const result = (
        await request(revokeCertificateMutation, { code: normalizeDigits(code).trim(), reason }, { locale })
      ).revokeCertificate;
      setOutcome(result);
      if (result.success) {
        setCode('');
        setReason('');
      }
    } catch {
      setOutcome({ success: false, message: t('actionFailed'), fieldErrors: [] });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <section className="flex flex-col gap-4 rounded-card border border-line p-4" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-bold text-fg">
        {t('revokeTitle')}
      </h2>
      <p className="text-sm text-fg-muted">{t('revokeHint')}</p>
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <TextField
          name="code"
          label={t('certificateCode')}
          dir="ltr"
          autoComplete="off"
          value={code}
          error={errorOf('code')}
          onChange={(event) => setCode(event.target.value)}
        />
        <TextAreaField
          name="reason"
          label={t('revokeReason')}
          dir="auto"
          rows={2}
          value={reason}
          error={errorOf('reason')}
          onChange={(event) => setReason(event.target.value)}
        />
        {confirming ? (
          <StudioConfirm
            question={t('confirm.REVOKE')}
            confirmLabel={t('confirmYes')}
            cancelLabel={t('cancel')}
            busy={busy}
            onConfirm={send}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <div>
            <button type="submit" className={buttonStyles.secondary} data-testid="revoke-certificate">
              {t('revoke')}
            </button>
          </div>
        )}
      </form>
      <p role="status" className={outcome?.success === false ? '[color:light-dark(#b42318,#fda29b)]' : 'text-fg'}>
        {outcome?.message ?? ''}
      </p>
    </section>
  );
}
