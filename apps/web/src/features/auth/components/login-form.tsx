'use client';
import { useLocale, useTranslations } from '#intl';
import { useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { withNext } from '@/shared/auth/login-href';
import { sendPasswordLogin } from '../api/password-login';
import { useEnterSession } from '../hooks/use-enter-session';
import { useFormSubmit } from '@/shared/ui/form/use-form-submit';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { LazyVerifyEmailStep } from './lazy-verify-email-step';

export interface LoginFormProps {
  next: string | null;
  email: string;
  note: 'verified' | 'reset' | null;
}

/**
 * E-mail and password login (docs/product/accounts.md Login input). An unverified account verifies
 * in place and is then signed in with the password just typed.
 */
export function LoginForm({ next, email, note }: LoginFormProps) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const enterSession = useEnterSession(next);
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const [verified, setVerified] = useState(note === 'verified');
  const typed = useRef({ email: '', password: '' });

  const { busy, errors, alert, setAlert, onSubmit } = useFormSubmit({
    send: async (values) => {
      typed.current = { email: (values.email ?? '').trim(), password: values.password ?? '' };
      const result = await sendPasswordLogin(values.email ?? '', values.password ?? '', locale);
      if (result.code === 'EMAIL_NOT_VERIFIED') setVerifyEmail(typed.current.email);
      return result;
    },
    onSuccess: (result) => enterSession(result.data?.user),
  });

  /** The code proved the mailbox; the password typed a moment ago signs in (else the form stays). */
  async function signInVerified() {
    setVerifyEmail(null);
    setAlert(null);
    setVerified(true);
    try {
      const result = await sendPasswordLogin(typed.current.email, typed.current.password, locale);
      if (result.success) enterSession(result.data?.user);
    } catch {
      // The form is still there with the verified note; submitting it again signs in.
    }
  }

  const success = verified ? t('login.verifiedNote') : note === 'reset' ? t('login.resetNote') : null;
  return (
    <div className="flex flex-col gap-5">
      {success && !alert && <FormAlert tone="success">{success}</FormAlert>}
      {alert && <FormAlert tone={alert.tone}>{alert.message}</FormAlert>}
      {verifyEmail && <LazyVerifyEmailStep email={verifyEmail} onVerified={signInVerified} />}
      <form method="post" noValidate onSubmit={onSubmit} hidden={!!verifyEmail} className="flex flex-col gap-4">
        <TextField
          name="email"
          type="email"
          label={t('fields.email')}
          error={errors.email}
          defaultValue={email}
          required
          dir="ltr"
          autoComplete="email"
          autoFocus={!email}
        />
        <TextField
          name="password"
          type="password"
          label={t('fields.password')}
          error={errors.password}
          required
          dir="ltr"
          autoComplete="current-password"
          autoFocus={!!email}
        />
        <Link
          href="/forgot-password"
          className="self-start text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          {t('login.forgotLink')}
        </Link>
        <SubmitButton busy={busy} label={t('login.submit')} busyLabel={t('login.submitting')} />
      </form>
    </div>
  );
}

export function LoginFooter({ next }: { next: string | null }) {
  const t = useTranslations('auth');
  return (
    <p>
      {t('login.noAccount')}{' '}
      <Link href={withNext('/signup', next)} className="font-medium text-accent underline-offset-4 hover:underline">
        {t('login.signupLink')}
      </Link>
    </p>
  );
}
