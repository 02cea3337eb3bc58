'use client';
import { useLocale, useTranslations } from '#intl';
import { useToast } from '@/shared/ui/toast/use-toast';
import { request } from '@/shared/graphql/request';
import { ChangePasswordMutation } from '../api/account-documents';
import { useFormSubmit } from '@/shared/ui/form/use-form-submit';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { NewPasswordFields } from './form/new-password-fields';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';

/** Current password, new and confirm; success shows a toast and empties the form. */
export function ChangePasswordForm() {
  const t = useTranslations('auth');
  const locale = useLocale();
  const toast = useToast();
  const { busy, errors, alert, onSubmit } = useFormSubmit({
    validate: (values) =>
      values.confirmPassword && values.newPassword !== values.confirmPassword
        ? { confirmPassword: t('errors.passwordMismatch') }
        : {},
    send: async (values) => {
      const input = { currentPassword: values.currentPassword ?? '', newPassword: values.newPassword ?? '' };
      return (await request(ChangePasswordMutation, { input }, { locale })).changePassword;
    },
    onSuccess: (_result, _values, form) => {
      form.reset();
      toast({ type: 'success', message: t('changePassword.success') });
    },
  });
  return (
    <div className="flex flex-col gap-5">
      {alert && <FormAlert tone={alert.tone}>{alert.message}</FormAlert>}
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          name="currentPassword"
          type="password"
          label={t('fields.currentPassword')}
          error={errors.currentPassword}
          required
          dir="ltr"
          autoComplete="current-password"
          maxLength={128}
        />
        <NewPasswordFields errors={errors} />
        <SubmitButton busy={busy} label={t('changePassword.submit')} busyLabel={t('changePassword.submitting')} />
      </form>
    </div>
  );
}
