'use client';
import { useLocale, useTranslations } from '#intl';
import { request } from '@/shared/graphql/request';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormSubmit } from '@/shared/ui/form/use-form-submit';
import { SocialRegisterMutation } from '../api/social-documents';
import { browserLoginDetails } from '../../lib/login-details';
import type { SocialStep, SignedIn } from './social-step';

/** REGISTER: confirm (or supply) the name Google gave, then create the account and log in. */
export function SocialRegisterStep({ step, onSignedIn }: { step: SocialStep; onSignedIn: (result: SignedIn) => void }) {
  const t = useTranslations('social');
  const ta = useTranslations('auth');
  const locale = useLocale();
  const { busy, errors, alert, onSubmit } = useFormSubmit({
    send: async (values) => {
      const input = {
        provider: 'GOOGLE',
        idToken: step.idToken,
        nonce: step.nonce,
        firstName: values.firstName ?? '',
        lastName: values.lastName ?? '',
        favLang: locale === 'en' ? ('EN' as const) : ('AR' as const),
        loginDetails: browserLoginDetails(),
      };
      return (await request(SocialRegisterMutation, { input }, { locale })).socialRegister;
    },
    onSuccess: (result) => onSignedIn(result),
  });
  return (
    <>
      <p className="text-fg-muted">
        {t.rich('register.intro', { email: step.email, bdi: (chunks) => <bdi>{chunks}</bdi> })}
      </p>
      {alert && <FormAlert tone={alert.tone}>{alert.message}</FormAlert>}
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField
          name="firstName"
          label={ta('fields.firstName')}
          error={errors.firstName}
          defaultValue={step.firstName ?? ''}
          required
          dir="auto"
          autoComplete="given-name"
          autoFocus
        />
        <TextField
          name="lastName"
          label={ta('fields.lastName')}
          error={errors.lastName}
          defaultValue={step.lastName ?? ''}
          required
          dir="auto"
          autoComplete="family-name"
        />
        <SubmitButton busy={busy} label={t('register.submit')} busyLabel={t('register.submitting')} />
      </form>
    </>
  );
}
