'use client';
import { toLanguage, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { withNext } from '@/shared/auth/login-href';
import { request } from '@/shared/graphql/request';
import { RegisterMutation } from '../api/account-documents';
import { useFormSubmit, type FormValues } from '@/shared/ui/form/use-form-submit';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { checkPhoneField, PhoneInput, type PhoneCountry } from '@/shared/ui/phone-input/index';

// The code step and the login after it load once the account exists (decision 0079).
const SignupVerifyStep = lazy(() => import('./signup-verify-step'));

/** Blank optional fields are left out rather than sent as empty text. */
const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

async function registerInput(values: FormValues, locale: Locale) {
  return {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    arFirstName: optional(values.arFirstName),
    arLastName: optional(values.arLastName),
    email: values.email ?? '',
    password: values.password ?? '',
    phone: (await checkPhoneField(values)).e164 ?? optional(values.phone),
    favLang: toLanguage(locale),
  };
}

/**
 * Sign-up, then e-mail verification on the same page; the verified learner is signed in with the
 * password they chose and taken to `next` (docs/product/accounts.md, SignupVerifyStep).
 */
export function SignupForm({ next, countries }: { next: string | null; countries: readonly PhoneCountry[] }) {
  const t = useTranslations('auth');
  const tPhone = useTranslations('account.phone');
  const locale = useLocale() as Locale;
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const password = useRef('');
  const { busy, errors, alert, onSubmit } = useFormSubmit({
    validate: async (values) => {
      const { outcome } = await checkPhoneField(values);
      return {
        confirmPassword:
          values.confirmPassword && values.password !== values.confirmPassword
            ? t('errors.passwordMismatch')
            : undefined,
        // The phone is optional: empty is fine, anything typed must be a number of its country.
        phone: outcome === 'EMPTY' || outcome === 'VALID' ? undefined : tPhone(`errors.${outcome}`),
      };
    },
    send: async (values) =>
      (await request(RegisterMutation, { input: await registerInput(values, locale) }, { locale })).registerAsUser,
    onSuccess: (_result, values) => {
      password.current = values.password ?? '';
      setRegisteredEmail((values.email ?? '').trim());
    },
  });

  if (registeredEmail) {
    return (
      <Suspense fallback={null}>
        <SignupVerifyStep email={registeredEmail} password={password} next={next} />
      </Suspense>
    );
  }

  const field = (name: string) => ({ name, error: errors[name] });
  return (
    <div className="flex flex-col gap-5">
      {alert && <FormAlert tone={alert.tone}>{alert.message}</FormAlert>}
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field('firstName')}
            label={t('fields.firstName')}
            required
            autoComplete="given-name"
            maxLength={60}
          />
          <TextField
            {...field('lastName')}
            label={t('fields.lastName')}
            required
            autoComplete="family-name"
            maxLength={60}
          />
        </div>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm text-fg-muted sm:col-span-2">
            {t('signup.arabicNames')} {t('fields.optional')}
          </legend>
          <TextField
            {...field('arFirstName')}
            label={t('fields.arFirstName')}
            dir="rtl"
            lang="ar"
            autoComplete="off"
            maxLength={60}
          />
          <TextField
            {...field('arLastName')}
            label={t('fields.arLastName')}
            dir="rtl"
            lang="ar"
            autoComplete="off"
            maxLength={60}
          />
        </fieldset>
        <TextField {...field('email')} type="email" label={t('fields.email')} required dir="ltr" autoComplete="email" />
        <TextField
          {...field('password')}
          type="password"
          label={t('fields.password')}
          hint={t('hints.password')}
          required
          dir="ltr"
          autoComplete="new-password"
          maxLength={128}
        />
        <TextField
          {...field('confirmPassword')}
          type="password"
          label={t('fields.confirmPassword')}
          required
          dir="ltr"
          autoComplete="new-password"
          maxLength={128}
        />
        <PhoneInput
          name="phone"
          countries={countries}
          error={errors.phone}
          labels={{
            phone: tPhone('label'),
            country: tPhone('country'),
            placeholder: tPhone('placeholder'),
            hint: tPhone('hint'),
            optional: t('fields.optional'),
          }}
        />
        <SubmitButton busy={busy} label={t('signup.submit')} busyLabel={t('signup.submitting')} />
      </form>
    </div>
  );
}

export function SignupFooter({ next }: { next: string | null }) {
  const t = useTranslations('auth');
  return (
    <p>
      {t('signup.haveAccount')}{' '}
      <Link href={withNext('/login', next)} className="font-medium text-accent underline-offset-4 hover:underline">
        {t('signup.loginLink')}
      </Link>
    </p>
  );
}
