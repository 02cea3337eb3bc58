'use client';
import { useLocale, useTranslations } from '#intl';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { useFormSubmit } from '@/shared/ui/form/use-form-submit';
import { checkPhoneField, PhoneInput, type PhoneCountry } from '@/shared/ui/phone-input/index';
import { useToast } from '@/shared/ui/toast/use-toast';
import { request } from '@/shared/graphql/request';
import type { AccountUser } from '../account-types';
import { UpdatePhoneMutation } from '../api/account-documents';

/** The phone number with its country; an empty field removes the saved number. */
export function PhoneForm({
  user,
  countries,
  onSaved,
}: {
  user: AccountUser;
  countries: readonly PhoneCountry[];
  onSaved: (user: AccountUser | null | undefined) => void;
}) {
  const t = useTranslations('account.phone');
  const locale = useLocale();
  const toast = useToast();
  const { busy, errors, alert, onSubmit } = useFormSubmit({
    validate: async (values) => {
      const { outcome } = await checkPhoneField(values);
      return { phone: outcome === 'EMPTY' || outcome === 'VALID' ? undefined : t(`errors.${outcome}`) };
    },
    send: async (values) => {
      const input = { phone: (await checkPhoneField(values)).e164 ?? '', country: values.phoneCountry };
      return (await request(UpdatePhoneMutation, { input }, { locale })).updatePhone;
    },
    onSuccess: (result) => {
      onSaved(result.data);
      toast({ type: 'success', message: t('saved') });
    },
  });
  return (
    <div className="flex flex-col gap-5">
      {alert && <FormAlert tone={alert.tone}>{alert.message}</FormAlert>}
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="phone-form">
        <PhoneInput
          name="phone"
          countries={countries}
          defaultValue={user.phone ?? ''}
          error={errors.phone}
          labels={{ phone: t('label'), country: t('country'), placeholder: t('placeholder'), hint: t('hint') }}
        />
        <div className="sm:w-56">
          <SubmitButton busy={busy} label={t('submit')} busyLabel={t('submitting')} />
        </div>
      </form>
    </div>
  );
}
