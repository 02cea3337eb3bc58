'use client';
import { useLocale, useTranslations } from '#intl';
import { Link, useRouter } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { ResetPasswordMutation } from '../api/account-documents';
import { useFormSubmit } from '@/shared/ui/form/use-form-submit';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';

/** Asks for a password-reset code; the answer is the same whether or not the address is registered. */
export function ForgotPasswordForm() {
  const t = useTranslations('auth');
  const locale = useLocale();
  const router = useRouter();
  const { busy, errors, alert, onSubmit } = useFormSubmit({
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
