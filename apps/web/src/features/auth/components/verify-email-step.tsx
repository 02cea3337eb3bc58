'use client';
import { useLocale, useTranslations } from '#intl';
import { formatNumber, type Locale } from '@manara/i18n';
import { useEffect, useState } from 'react';
import { request } from '@/shared/graphql/request';
import { SendCodeMutation, VerifyEmailMutation } from '../api/account-documents';
import { useFormSubmit } from '@/shared/ui/form/use-form-submit';
import { isCompleteCode, normalizeCode } from '@/shared/ui/form/code';
import { failureMessageKey } from '@/shared/graphql/failure-message';
import { CodeField } from '@/shared/ui/form/code-field';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { RESEND_COOLDOWN_SECONDS } from '../lib/resend-cooldown';

/** Asks for the e-mailed code (EMAIL_VERIFICATION), with a resend button that cools down for 60 s. */
export function VerifyEmailStep({ email, onVerified }: { email: string; onVerified: () => void }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_SECONDS);
  const { busy, errors, alert, setAlert, onSubmit } = useFormSubmit({
    validate: (values) => (isCompleteCode(values.code ?? '') ? {} : { code: t('errors.code') }),
    send: async (values) => {
      const input = { email, code: normalizeCode(values.code ?? ''), purpose: 'EMAIL_VERIFICATION' as const };
      return (await request(VerifyEmailMutation, { input }, { locale })).verifyUserVerificationCodeByEmail;
    },
    onSuccess: () => onVerified(),
  });

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  async function resend() {
    if (cooldown > 0) return;
    setCooldown(RESEND_COOLDOWN_SECONDS);
    try {
      const input = { email, purpose: 'EMAIL_VERIFICATION' as const };
      const result = (await request(SendCodeMutation, { input }, { locale })).sendEmailVerificationCode;
      setAlert(
        result.success ? { tone: 'success', message: t('verify.resent') } : { tone: 'error', message: result.message },
      );
    } catch {
      setAlert({ tone: 'error', message: t(failureMessageKey()) });
      setCooldown(0);
    }
  }

  return (
    <section aria-labelledby="verify-heading" className="flex flex-col gap-4">
      <h2 id="verify-heading" className="text-xl font-bold">
        {t('verify.heading')}
      </h2>
      <p className="text-fg-muted">{t.rich('verify.intro', { email, bdi: (chunks) => <bdi>{chunks}</bdi> })}</p>
      {alert && <FormAlert tone={alert.tone}>{alert.message}</FormAlert>}
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <CodeField error={errors.code} className="tracking-[0.4em]" />
        <SubmitButton busy={busy} label={t('verify.submit')} busyLabel={t('verify.submitting')} />
      </form>
      <button
        type="button"
        onClick={resend}
        aria-disabled={cooldown > 0 || undefined}
        className="self-center text-sm font-medium text-accent underline-offset-4 hover:underline aria-disabled:cursor-not-allowed aria-disabled:text-fg-muted aria-disabled:no-underline"
      >
        {cooldown > 0
          ? t('verify.resendIn', { seconds: formatNumber(cooldown, locale as Locale) })
          : t('verify.resend')}
      </button>
    </section>
  );
}
