'use client';
import { useLocale, useTranslations } from '#intl';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextAreaField } from '@/shared/ui/form/text-area-field';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormSubmit } from '@/shared/ui/form/use-form-submit';
import { useSession } from '@/features/auth/hooks/use-session';
import { isCompleteCode } from '@/shared/ui/form/code';
import { checkPhoneField, PhoneInput, type PhoneCountry } from '@/shared/ui/phone-input/index';
import type { TrainingChoice } from '../api/registration-documents';
import { EmailCodeFields } from './email-code-fields';
import { SelectField } from './select-field';

// Shown once the application is in: loads then (decision 0079).
const RegistrationSuccess = lazy(() =>
  import('./registration-success').then((m) => ({ default: m.RegistrationSuccess })),
);
// The form's last field: the server renders it, and its code arrives after the rest of the page's
// (decision 0079), before anyone scrolls down to pick a file.
const CvUploadField = lazy(() => import('./cv-upload-field').then((m) => ({ default: m.CvUploadField })));

/** Decision 0018: each bio is at most this long (the API checks it too). */
const BIO_MAX_LENGTH = 2000;

export interface RegistrationChoices {
  countries: readonly PhoneCountry[];
  fieldsOfTraining: TrainingChoice[];
  jobTitles: TrainingChoice[];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-card border border-line bg-surface-raised p-5">
      <legend className="px-1 text-lg font-bold text-fg">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The lecturer application (decision 0018): names in both languages, e-mail with its code,
 * phone, field and job title, bios in both languages and a CV uploaded as it is chosen. Client
 * checks first; the API's per-field errors then land under their fields.
 */
export function LecturerRegistrationForm({ countries, fieldsOfTraining, jobTitles }: RegistrationChoices) {
  const t = useTranslations('lecturer');
  const tAuth = useTranslations('auth');
  const locale = useLocale();
  const { user } = useSession();
  const [cvBusy, setCvBusy] = useState(false);
  const [submittedName, setSubmittedName] = useState<string | null>(null);
  const { busy, errors, alert, onSubmit } = useFormSubmit({
    validate: async (values) => {
      const { outcome } = await checkPhoneField(values);
      return {
        code: isCompleteCode(values.code ?? '') ? undefined : tAuth('errors.code'),
        phone: outcome === 'VALID' ? undefined : t(`errors.phone.${outcome}`),
        cvFile: cvBusy ? t('cv.uploading') : values.cvFile ? undefined : t('errors.cvRequired'),
      };
    },
    send: async (values) => (await import('../lib/send-application')).sendApplication(values, locale),
    onSuccess: (_result, values) =>
      setSubmittedName(((locale === 'ar' ? values.arFirstName : values.firstName) ?? '').trim()),
  });

  if (submittedName !== null) {
    return (
      <Suspense fallback={null}>
        <RegistrationSuccess name={submittedName} />
      </Suspense>
    );
  }

  const field = (name: string) => ({ name, error: errors[name] });
  return (
    <div className="flex flex-col gap-5">
      {user && (
        <FormAlert tone="success">
          {t.rich('signedInAs', { email: user.email, bdi: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
        </FormAlert>
      )}
      {alert && <FormAlert tone={alert.tone}>{alert.message}</FormAlert>}
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-6" data-testid="lecturer-form">
        <Section title={t('sections.personal')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              {...field('firstName')}
              label={t('fields.firstName')}
              required
              dir="auto"
              lang="en"
              autoComplete="given-name"
              maxLength={60}
            />
            <TextField
              {...field('lastName')}
              label={t('fields.lastName')}
              required
              dir="auto"
              lang="en"
              autoComplete="family-name"
              maxLength={60}
            />
            <TextField
              {...field('arFirstName')}
              label={t('fields.arFirstName')}
              required
              dir="rtl"
              lang="ar"
              autoComplete="off"
              maxLength={60}
            />
            <TextField
              {...field('arLastName')}
              label={t('fields.arLastName')}
              required
              dir="rtl"
              lang="ar"
              autoComplete="off"
              maxLength={60}
            />
          </div>
        </Section>
        <Section title={t('sections.contact')}>
          <EmailCodeFields
            key={user?.email ?? ''}
            defaultEmail={user?.email}
            errors={{ email: errors.email, code: errors.code }}
          />
          <PhoneInput
            name="phone"
            countries={countries}
            preferredCountries={['EG']}
            required
            error={errors.phone}
            labels={{
              phone: t('fields.phone'),
              country: t('fields.country'),
              placeholder: t('fields.phonePlaceholder'),
              hint: t('fields.phoneHint'),
            }}
          />
        </Section>
        <Section title={t('sections.professional')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              {...field('fieldOfTrainingId')}
              label={t('fields.fieldOfTraining')}
              placeholder={t('fields.choose')}
              options={fieldsOfTraining}
            />
            <SelectField
              {...field('jobTitleId')}
              label={t('fields.jobTitle')}
              placeholder={t('fields.choose')}
              options={jobTitles}
            />
          </div>
        </Section>
        <Section title={t('sections.bio')}>
          {/* Each bio's direction follows its language, whatever the page's. */}
          {(['ar', 'en'] as const).map((lang) => (
            <TextAreaField
              key={lang}
              {...field(`${lang}Bio`)}
              label={t(`fields.${lang}Bio`)}
              hint={t('fields.bioHint')}
              required
              rows={5}
              maxLength={BIO_MAX_LENGTH}
              lang={lang}
              dir={lang === 'ar' ? 'rtl' : 'ltr'}
            />
          ))}
        </Section>
        <Section title={t('sections.cv')}>
          <Suspense fallback={null}>
            <CvUploadField error={errors.cvFile} onBusyChange={setCvBusy} />
          </Suspense>
        </Section>
        <div className="sm:w-64">
          <SubmitButton busy={busy} label={t('submit')} busyLabel={t('submitting')} />
        </div>
      </form>
    </div>
  );
}
