'use client';
import { useLocale, useTranslations } from '#intl';
import { Link, useRouter } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { VerifyResetMutation } from '../api/account-documents';
import { useFormSubmit } from '@/shared/ui/form/use-form-submit';
import { isCompleteCode, normalizeCode } from '@/shared/ui/form/code';
import { CodeField } from '@/shared/ui/form/code-field';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { NewPasswordFields } from './form/new-password-fields';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';

/** The e-mailed code plus a new password; success goes to log in with a note. */
export function ResetPasswordForm({ email }: { email: string }) {
  const t = useTranslations('auth');
  const locale = useLocale();
  const router = useRouter();
  const { busy, errors, alert, onSubmit } = useFormSubmit({
    validate: (values) => ({
      ...(values.code && !isCompleteCode(values.code) ? { code: t('errors.code') } : {}),
      ...(values.confirmPassword && values.newPassword !== values.confirmPassword
        ? { confirmPassword: t('errors.passwordMismatch') }
        : {}),
    }),
    send: async (values) => {
      const input = {
        email: values.email ?? '',
        code: normalizeCode(values.code ?? ''),
        newPassword: values.newPassword ?? '',
      };
      return (await request(VerifyResetMutation, { input }, { locale })).verifyPasswordResetVerificationCode;
    },
    onSuccess: (_result, values) =>
      router.push({ pathname: '/login', query: { email: (values.email ?? '').trim(), reset: '1' } }),
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
          defaultValue={email}
          required
          dir="ltr"
          autoComplete="email"
        />
        <CodeField error={errors.code} autoFocus={!!email} />
        <NewPasswordFields errors={errors} />
        <SubmitButton busy={busy} label={t('reset.submit')} busyLabel={t('reset.submitting')} />
      </form>
      <Link
        href="/forgot-password"
        className="self-center text-sm font-medium text-accent underline-offset-4 hover:underline"
      >
        {t('reset.requestNewCode')}
      </Link>
    </div>
  );
}
