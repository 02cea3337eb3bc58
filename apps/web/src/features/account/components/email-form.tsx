'use client';
import { useLocale, useTranslations } from '#intl';
import { VerifyEmailMutation } from '@/features/auth/api/account-documents';
import { CodeField } from '@/shared/ui/form/code-field';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormSubmit } from '@/shared/ui/form/use-form-submit';
import { useToast } from '@/shared/ui/toast/use-toast';
import { request } from '@/shared/graphql/request';
import type { AccountUser } from '../account-types';
import { ChangeEmailMutation } from '../api/account-documents';

interface EmailFormProps {
  user: AccountUser;
  onSaved: (user: AccountUser | null | undefined) => void;
  /** Re-reads the account after the code swapped the e-mails (the check answers no user). */
  reload: () => Promise<void>;
}

/**
 * Two steps: the new address gets a code (it stays `unverifiedEmail`), then the code confirms
 * it. While a change is pending, both forms show, so another address can still be chosen.
 */
export function EmailForm({ user, onSaved, reload }: EmailFormProps) {
  const t = useTranslations('account.email');
  const locale = useLocale();
  const toast = useToast();
  const pending = user.unverifiedEmail;

  const changeForm = useFormSubmit({
    send: async (values) =>
      (await request(ChangeEmailMutation, { input: { email: (values.email ?? '').trim() } }, { locale })).changeEmail,
    onSuccess: (result, _values, form) => {
      form.reset();
      onSaved(result.data);
    },
  });
  const confirm = useFormSubmit({
    send: async (values) =>
      (
        await request(
          VerifyEmailMutation,
          { input: { email: pending ?? '', code: values.code ?? '', purpose: 'EMAIL_UPDATE' } },
          { locale },
        )
      ).verifyUserVerificationCodeByEmail,
    onSuccess: async (_result, _values, form) => {
      form.reset();
      await reload();
      toast({ type: 'success', message: t('confirmed') });
    },
  });

  return (
    <div className="flex flex-col gap-6">
      <p>
        <span className="text-fg-muted">{t('current')}: </span>
        <bdi dir="ltr" className="font-semibold">
          {user.email}
        </bdi>
      </p>
      {changeForm.alert && <FormAlert tone={changeForm.alert.tone}>{changeForm.alert.message}</FormAlert>}
      <form
        method="post"
        noValidate
        onSubmit={changeForm.onSubmit}
        className="flex flex-col gap-4"
        data-testid="email-form"
      >
        <TextField
          name="email"
          type="email"
          label={t('newEmail')}
          error={changeForm.errors.email}
          required
          dir="ltr"
          autoComplete="email"
          maxLength={254}
        />
        <div className="sm:w-56">
          <SubmitButton busy={changeForm.busy} label={t('submit')} busyLabel={t('submitting')} />
        </div>
      </form>
      {pending && (
        <div className="flex flex-col gap-4 border-t border-line pt-5">
          <FormAlert tone="success">
            {t.rich('codeSent', { address: pending, email: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
          </FormAlert>
          {confirm.alert && <FormAlert tone={confirm.alert.tone}>{confirm.alert.message}</FormAlert>}
          <form
            method="post"
            noValidate
            onSubmit={confirm.onSubmit}
            className="flex flex-col gap-4"
            data-testid="email-code-form"
          >
            <CodeField error={confirm.errors.code} />
            <div className="sm:w-56">
              <SubmitButton busy={confirm.busy} label={t('confirm')} busyLabel={t('confirming')} />
            </div>
          </form>
        </div>
      )}
    </div>
  );
}
