'use client';
import { useLocale, useTranslations } from '#intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { LoginMutation } from '../api/session-documents';
import { useSession } from '../hooks/use-session';
import { useFormSubmit } from '@/shared/ui/form/use-form-submit';
import { deviceFromUserAgent } from '../lib/device';
import { homePath, safeNextPath } from '../lib/safe-next';
import { toSessionUser } from '../lib/to-session-user';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { VerifyEmailStep } from './verify-email-step';

export interface LoginFormProps {
  next: string | null;
  email: string;
  note: 'verified' | 'reset' | null;
}

/** E-mail and password login (docs/product/accounts.md Login input); an unverified account verifies in place. */
export function LoginForm({ next, email, note }: LoginFormProps) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const router = useRouter();
  const session = useSession();
  const [verifyEmail, setVerifyEmail] = useState<string | null>(null);
  const [verified, setVerified] = useState(note === 'verified');

  const { busy, errors, alert, setAlert, onSubmit } = useFormSubmit({
    send: async (values) => {
      const input = {
        email: values.email ?? '',
        password: values.password ?? '',
        loginDetails: {
          deviceName: navigator.userAgent,
          device: deviceFromUserAgent(navigator.userAgent, navigator.maxTouchPoints),
          // Push tokens arrive with web push in a later issue.
          fcmToken: null,
        },
      };
      const result = (await request(LoginMutation, { input }, { locale })).emailAndPasswordLogin;
      if (result.code === 'EMAIL_NOT_VERIFIED') setVerifyEmail(input.email.trim());
      return result;
    },
    onSuccess: (result) => {
      if (result.data?.user) session.setUser(toSessionUser(result.data.user));
      router.replace(safeNextPath(next) ?? homePath(locale));
      router.refresh();
    },
  });

  const success = verified ? t('login.verifiedNote') : note === 'reset' ? t('login.resetNote') : null;
  return (
    <div className="flex flex-col gap-5">
      {success && !alert && <FormAlert tone="success">{success}</FormAlert>}
      {alert && <FormAlert tone={alert.tone}>{alert.message}</FormAlert>}
      {verifyEmail && (
        <VerifyEmailStep
          email={verifyEmail}
          onVerified={() => {
            setVerifyEmail(null);
            setAlert(null);
            setVerified(true);
          }}
        />
      )}
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

export function LoginFooter() {
  const t = useTranslations('auth');
  return (
    <p>
      {t('login.noAccount')}{' '}
      <Link href="/signup" className="font-medium text-accent underline-offset-4 hover:underline">
        {t('login.signupLink')}
      </Link>
    </p>
  );
}
