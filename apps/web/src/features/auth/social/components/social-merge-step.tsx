'use client';
import { useLocale, useTranslations } from '#intl';
import { useEffect, useRef, useState } from 'react';
import { request } from '@/shared/graphql/request';
import { SendCodeMutation } from '../../api/account-documents';
import { CodeField } from '@/shared/ui/form/code-field';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormSubmit } from '@/shared/ui/form/use-form-submit';
import { isCompleteCode, normalizeCode } from '@/shared/ui/form/code';
import { failureMessageKey } from '@/shared/graphql/failure-message';
import { SocialMergeMutation } from '../api/social-documents';
import { browserLoginDetails } from '../../lib/login-details';
import type { SignedIn, SocialStep } from './social-step';

type Notice = { tone: 'success' | 'error'; message: string } | null;

/**
 * MERGE: an account already has Google's e-mail. The owner confirms with the account's password
 * or, instead (or when it has none), with a SOCIAL_EMAIL_VERIFICATION code mailed to it.
 */
export function SocialMergeStep({ step, onSignedIn }: { step: SocialStep; onSignedIn: (result: SignedIn) => void }) {
  const t = useTranslations('social');
  const ta = useTranslations('auth');
  const locale = useLocale();
  const [mode, setMode] = useState<'password' | 'code'>(step.hasPassword ? 'password' : 'code');
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState(false);
  const sentOnce = useRef(false);

  async function sendCode() {
    setSending(true);
    setNotice(null);
    try {
      const input = { email: step.email, purpose: 'SOCIAL_EMAIL_VERIFICATION' as const };
      const result = (await request(SendCodeMutation, { input }, { locale })).sendEmailVerificationCode;
      setNotice({ tone: result.success ? 'success' : 'error', message: result.message });
    } catch {
      setNotice({ tone: 'error', message: ta(failureMessageKey()) });
    } finally {
      setSending(false);
    }
  }

  // The code goes out as soon as the code way is chosen (or is the only way).
  useEffect(() => {
    if (mode !== 'code' || sentOnce.current) return;
    sentOnce.current = true;
    void sendCode();
  }, [mode]);

  const { busy, errors, alert, onSubmit } = useFormSubmit({
    validate: (values) => (mode === 'code' && !isCompleteCode(values.code ?? '') ? { code: ta('errors.code') } : {}),
    send: async (values) => {
      const confirmation =
        mode === 'password'
          ? { password: values.password ?? '' }
          : { verificationCode: normalizeCode(values.code ?? '') };
      const input = {
        provider: 'GOOGLE',
        idToken: step.idToken,
        nonce: step.nonce,
        ...confirmation,
        loginDetails: browserLoginDetails(),
      };
      return (await request(SocialMergeMutation, { input }, { locale })).socialMerge;
    },
    onSuccess: (result) => onSignedIn(result),
  });

  const shown = alert ?? notice;
  return (
    <>
      <p className="text-fg-muted">
        {t.rich('merge.intro', { email: step.email, bdi: (chunks) => <bdi>{chunks}</bdi> })}
      </p>
      {shown && <FormAlert tone={shown.tone}>{shown.message}</FormAlert>}
      <form key={mode} method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {mode === 'password' ? (
          <>
            <p>{t('merge.passwordIntro')}</p>
            <TextField
              name="password"
              type="password"
              label={ta('fields.password')}
              error={errors.password}
              required
              dir="ltr"
              autoComplete="current-password"
              autoFocus
            />
          </>
        ) : (
          <>
            <p>{t.rich('merge.codeIntro', { email: step.email, bdi: (chunks) => <bdi>{chunks}</bdi> })}</p>
            <CodeField error={errors.code} autoFocus className="tracking-[0.4em]" />
          </>
        )}
        <SubmitButton busy={busy} label={t('merge.submit')} busyLabel={t('merge.submitting')} />
      </form>
      <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {mode === 'password' ? (
          <button
            type="button"
            className="font-medium text-accent underline-offset-4 hover:underline"
            onClick={() => setMode('code')}
          >
            {t('merge.useCode')}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="font-medium text-accent underline-offset-4 hover:underline"
              aria-disabled={sending || undefined}
              onClick={() => !sending && void sendCode()}
            >
              {sending ? t('merge.sending') : t('merge.resend')}
            </button>
            {step.hasPassword && (
              <button
                type="button"
                className="font-medium text-accent underline-offset-4 hover:underline"
                onClick={() => setMode('password')}
              >
                {t('merge.usePassword')}
              </button>
            )}
          </>
        )}
      </div>
    </>
  );
}
