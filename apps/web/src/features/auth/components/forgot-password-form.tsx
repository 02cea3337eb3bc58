'use client';
import { useLocale, useTranslations } from '#intl';
import { Link, useRouter } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { ResetPasswordMutation } from '../api/account-documents';
import { useAuthForm } from '../hooks/use-auth-form';
import { FormAlert } from './form/form-alert';
import { SubmitButton } from './form/submit-button';
import { TextField } from './form/text-field';

/** Asks for a password-reset code; the answer is the same whether or not the address is registered. */
export function ForgotPasswordForm() {
  const t = useTranslations('auth');
  const locale = useLocale();
  const router = useRouter();
  const { busy, errors, alert, onSubmit } = useAuthForm({
    send: async (values) =>
      (await request(ResetPasswordMutation, { input: { email: values.email ?? '' } }, { locale })).resetPasswordByEmail,
    onSuccess: (_result, values) =>
      router.push({ pathname: '/reset-password', query: { email: (values.email ?? '').trim() } }),
  });
  return (
    <div className="flex flex-col gap-5">
      {alert && <FormAlert tone={alert.tone}>{alert.message}</FormAlert>}
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          name="email"
          type="email"
          label={t('fields.email')}
          error={errors.email}
          required
          dir="ltr"
          autoComplete="email"
        />
        <SubmitButton busy={busy} label={t('forgot.submit')} busyLabel={t('forgot.submitting')} />
      </form>
      <Link href="/login" className="self-center text-sm font-medium text-accent underline-offset-4 hover:underline">
        {t('forgot.backToLogin')}
      </Link>
    </div>
  );
}
