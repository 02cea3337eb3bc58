'use client';
import { useTranslations } from '#intl';
import { TextField } from '@/shared/ui/form/text-field';

/** New password (with the rule as a hint) and its confirmation, as change and reset forms ask. */
export function NewPasswordFields({ errors }: { errors: Record<string, string | undefined> }) {
  const t = useTranslations('auth');
  const common = {
    type: 'password',
    required: true,
    dir: 'ltr',
    autoComplete: 'new-password',
    maxLength: 128,
  } as const;
  return (
    <>
      <TextField
        name="newPassword"
        label={t('fields.newPassword')}
        hint={t('hints.password')}
        error={errors.newPassword}
        {...common}
      />
      <TextField
        name="confirmPassword"
        label={t('fields.confirmNewPassword')}
        error={errors.confirmPassword}
        {...common}
      />
    </>
  );
}
