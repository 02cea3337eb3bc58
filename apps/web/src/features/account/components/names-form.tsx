'use client';
import { useLocale, useTranslations } from '#intl';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormSubmit } from '@/shared/ui/form/use-form-submit';
import { useToast } from '@/shared/ui/toast/use-toast';
import { request } from '@/shared/graphql/request';
import type { AccountUser } from '../account-types';
import { UpdateUserProfileMutation } from '../api/account-documents';

const nameFields = ['firstName', 'lastName', 'arFirstName', 'arLastName'] as const;

/** Names in both languages; the full names (and the avatar menu) follow as first + last. */
export function NamesForm({
  user,
  onSaved,
}: {
  user: AccountUser;
  onSaved: (user: AccountUser | null | undefined) => void;
}) {
  const t = useTranslations('account.names');
  const locale = useLocale();
  const toast = useToast();
  const { busy, errors, alert, onSubmit } = useFormSubmit({
    send: async (values) => {
      const input = {
        firstName: values.firstName ?? '',
        lastName: values.lastName ?? '',
        arFirstName: values.arFirstName ?? '',
        arLastName: values.arLastName ?? '',
      };
      return (await request(UpdateUserProfileMutation, { input }, { locale })).updateUserProfile;
    },
    onSuccess: (result) => {
      onSaved(result.data);
      toast({ type: 'success', message: t('saved') });
    },
  });
  return (
    <div className="flex flex-col gap-5">
      {alert && <FormAlert tone={alert.tone}>{alert.message}</FormAlert>}
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="names-form">
        <div className="grid gap-4 sm:grid-cols-2">
          {nameFields.map((field) => (
            <TextField
              key={field}
              name={field}
              label={t(field)}
              defaultValue={user[field]}
              error={errors[field]}
              required
              maxLength={60}
              dir={field.startsWith('ar') ? 'rtl' : 'auto'}
              autoComplete={field === 'firstName' ? 'given-name' : field === 'lastName' ? 'family-name' : 'off'}
            />
          ))}
        </div>
        <div className="sm:w-56">
          <SubmitButton busy={busy} label={t('submit')} busyLabel={t('submitting')} />
        </div>
      </form>
    </div>
  );
}
