'use client';
import { type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { jobTitlesQuery, type TrainingChoice } from '@/features/lecturer-registration/api/registration-documents';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StudioImageField } from '@/features/studio/components/studio-image-field';
import { StudioSaveAlert } from '@/features/studio/components/studio-save-alert';
import { useStudioSave } from '@/features/studio/hooks/use-studio-save';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextAreaField } from '@/shared/ui/form/text-area-field';
import { TextField } from '@/shared/ui/form/text-field';
import { buttonStyles } from '@/shared/ui/styles';
import {
  studioLecturerProfileQuery,
  updateLecturerProfileMutation,
  type StudioProfile,
} from '../api/studio-profile-documents';
import {
  emptyProfileForm,
  profileFormOf,
  profileInputOf,
  socialNetworks,
  type ProfileFormValues,
} from '../lib/profile-form';

const formFields = Object.keys(emptyProfileForm);
const control = 'min-h-11 rounded-lg border border-line bg-surface px-3 text-fg focus-visible:border-accent';

/**
 * A lecturer's public profile (decision 0064): both bios, the job title, the photo and the social
 * links (full https addresses), each error under its field; saved on the version opened. Without
 * `lecturerId` it is the signed-in lecturer's own.
 */
export function ProfileEditor({ lecturerId }: { lecturerId?: string }) {
  const t = useTranslations('studio.profiles');
  const locale = useLocale() as Locale;
  const jobTitleId = useId();
  const [profile, setProfile] = useState<StudioProfile | null>(null);
  const [jobTitles, setJobTitles] = useState<TrainingChoice[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [values, setValues] = useState<ProfileFormValues>(emptyProfileForm);
  const { errors, alert, setAlert, busy, run } = useStudioSave(formFields, t('saveFailed'));

  const show = useCallback((loaded: StudioProfile) => {
    setProfile(loaded);
    setValues(profileFormOf(loaded));
  }, []);
  const load = useCallback(async () => {
    try {
      const { studioLecturerProfile } = await request(
        studioLecturerProfileQuery,
        { lecturerId: lecturerId ?? null },
        { locale },
      );
      if (!studioLecturerProfile.success || !studioLecturerProfile.data) setRefusal(studioLecturerProfile.code);
      else show(studioLecturerProfile.data);
    } catch {
      setAlert({ tone: 'error', message: t('loadFailed') });
    }
  }, [lecturerId, locale, show, t]);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    void request(jobTitlesQuery, {}, { locale }).then(
      ({ activeJobTitles }) => setJobTitles(activeJobTitles.data?.items ?? []),
      () => setJobTitles([]),
    );
  }, [locale]);

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!profile) return;
    await run(
      async () =>
        (
          await request(
            updateLecturerProfileMutation,
            { input: { ...profileInputOf(values), lecturerId: lecturerId ?? null, version: profile.version } },
            { locale },
          )
        ).updateLecturerProfile,
      (saved, message) => {
        show(saved);
        setAlert({ tone: 'success', message });
      },
    );
  }

  if (refusal) return <StudioRefusal code={refusal} />;
  if (!profile) return <p className="text-fg-muted">{alert?.message ?? t('loadingOne')}</p>;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <p className="text-fg">
        <span className="font-semibold">{profile.fullName}</span>{' '}
        <Link href={`/lecturers/${encodeURIComponent(profile.slug)}`} className="text-accent underline">
          {t('publicPage')}
        </Link>
      </p>
      <StudioSaveAlert
        alert={alert}
        reloadLabel={t('reload')}
        onReload={() => void load().then(() => setAlert(null))}
      />
      <form onSubmit={save} noValidate className="flex flex-col gap-5" aria-label={t('formLabel')}>
        <TextAreaField
          name="arBio"
          label={t('arBio')}
          dir="rtl"
          lang="ar"
          rows={5}
          value={values.arBio}
          error={errors.arBio}
          onChange={(e) => set('arBio', e.target.value)}
        />
        <TextAreaField
          name="enBio"
          label={t('enBio')}
          dir="ltr"
          lang="en"
          rows={5}
          value={values.enBio}
          error={errors.enBio}
          onChange={(e) => set('enBio', e.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={jobTitleId} className="text-sm font-medium">
            {t('jobTitle')}
          </label>
          <select
            id={jobTitleId}
            name="jobTitleId"
            className={control}
            value={values.jobTitleId}
            aria-invalid={errors.jobTitleId ? true : undefined}
            aria-describedby={errors.jobTitleId ? `${jobTitleId}-error` : undefined}
            onChange={(e) => set('jobTitleId', e.target.value)}
          >
            <option value="">{t('noJobTitle')}</option>
            {jobTitles.map((title) => (
              <option key={title.id} value={title.id}>
                {title.localizedName}
              </option>
            ))}
          </select>
          {errors.jobTitleId ? (
            <p id={`${jobTitleId}-error`} className="text-sm [color:light-dark(#b42318,#fda29b)]">
              {errors.jobTitleId}
            </p>
          ) : null}
        </div>
        <StudioImageField
          model="PROFILE_PICTURE"
          round
          texts={{
            heading: t('photo'),
            preview: t('photoPreview'),
            none: t('noPhoto'),
            add: t('addPhoto'),
            replace: t('replacePhoto'),
            hint: t('photoHint'),
          }}
          value={values.profilePicture}
          error={errors.profilePicture}
          disabled={busy}
          onChange={(key) => set('profilePicture', key)}
        />
        {values.profilePicture ? (
          <div>
            <button type="button" className={buttonStyles.secondary} onClick={() => set('profilePicture', '')}>
              {t('removePhoto')}
            </button>
          </div>
        ) : null}
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 text-lg font-bold text-fg">{t('links')}</legend>
          <p className="text-sm text-fg-muted">{t('linksHint')}</p>
          {socialNetworks.map((network) => (
            <TextField
              key={network}
              name={network}
              type="url"
              dir="ltr"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              label={t(`networks.${network}`)}
              value={values[network]}
              error={errors[network]}
              onChange={(e) => set(network, e.target.value)}
            />
          ))}
        </fieldset>
        <div>
          <SubmitButton busy={busy} label={t('save')} busyLabel={t('saving')} />
        </div>
      </form>
    </div>
  );
}
