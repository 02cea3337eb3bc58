'use client';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { request } from '@/shared/graphql/request';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormSubmit } from '@/shared/ui/form/use-form-submit';
import { buttonStyles } from '@/shared/ui/styles';
import { RequestPhoneVerificationMutation, VerifyPhoneMutation } from '../api/account-documents';
import type { WhatsAppSettings } from '../lib/whatsapp-events';

/**
 * Proves the saved phone (decision 0068): a code sent on WhatsApp, typed back here (Arabic-Indic
 * digits are fine). Tells the learner when the provider reported the number is not on WhatsApp.
 */
export function PhoneVerification({
  settings,
  onVerified,
}: {
  settings: WhatsAppSettings;
  onVerified: (settings: WhatsAppSettings) => void;
}) {
  const t = useTranslations('account.whatsapp');
  const locale = useLocale();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(
    settings.codeDelivery === 'notOnWhatsApp' ? { tone: 'error', text: t('notOnWhatsApp') } : null,
  );
  const { busy, errors, alert, onSubmit } = useFormSubmit({
    send: async (values) =>
      (await request(VerifyPhoneMutation, { input: { code: values.code ?? '' } }, { locale })).verifyPhone,
    onSuccess: (result) => {
      if (result.data) onVerified(result.data);
    },
  });

  async function sendCode() {
    setSending(true);
    setNote(null);
    try {
      const { requestPhoneVerification: result } = await request(RequestPhoneVerificationMutation, {}, { locale });
      if (result.success) setSent(true);
      setNote({ tone: result.success ? 'success' : 'error', text: result.success ? t('codeSent') : result.message });
    } catch {
      setNote({ tone: 'error', text: t('failed') });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="grid gap-4">
      {note && <FormAlert tone={note.tone}>{note.text}</FormAlert>}
      <div>
        <button
          type="button"
          className={sent ? buttonStyles.secondary : buttonStyles.primary}
          onClick={sendCode}
          disabled={sending}
          data-testid="send-whatsapp-code"
        >
          {sending ? t('sending') : sent ? t('sendAgain') : t('sendCode')}
        </button>
      </div>
      {sent && (
        <form
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4 sm:max-w-xs"
          data-testid="verify-phone-form"
        >
          {alert && <FormAlert tone={alert.tone}>{alert.message}</FormAlert>}
          <TextField
            name="code"
            label={t('codeLabel')}
            hint={t('codeHint')}
            error={errors.code}
            required
            dir="ltr"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
          />
          <SubmitButton busy={busy} label={t('verify')} busyLabel={t('verifying')} />
        </form>
      )}
    </div>
  );
}
