'use client';
import { useLocale, useTranslations } from '#intl';
import { useState } from 'react';
import { request } from '@/shared/graphql/request';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { SubmitButton } from '@/shared/ui/form/submit-button';
import { TextField } from '@/shared/ui/form/text-field';
import { useFormSubmit } from '@/shared/ui/form/use-form-submit';
import { DeleteMyAccountMutation } from '../api/account-documents';
import { SettingsSection } from './settings-section';

/**
 * Deleting one's own account (decision 0055): what goes and what the law makes us keep, then the
 * password (or, for an account without one, the e-mail) and an explicit tick. On success the
 * session is already gone, so the whole page reloads at home, signed out.
 */
export function DeleteAccountForm({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const t = useTranslations('account.deletion');
  const locale = useLocale();
  const [understood, setUnderstood] = useState(false);
  const { busy, errors, alert, onSubmit } = useFormSubmit({
    validate: () => (understood ? {} : { understood: t('tickFirst') }),
    send: async (values) =>
      (
        await request(
          DeleteMyAccountMutation,
          { input: hasPassword ? { password: values.password ?? '' } : { email: values.email ?? '' } },
          { locale },
        )
      ).deleteMyAccount,
    onSuccess: () => window.location.assign(locale === 'ar' ? '/?deleted=1' : '/en?deleted=1'),
  });
  return (
    <SettingsSection id="delete-account" title={t('heading')} intro={t('intro')}>
      <ul className="mb-5 list-disc ps-5 text-fg">
        <li>{t('erased')}</li>
        <li>{t('kept')}</li>
        <li>{t('posts')}</li>
      </ul>
      {alert && <FormAlert tone={alert.tone}>{alert.message}</FormAlert>}
      <form
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
        data-testid="delete-account-form"
      >
        {hasPassword ? (
          <TextField
            name="password"
            type="password"
            label={t('password')}
            error={errors.password}
            required
            dir="ltr"
            autoComplete="current-password"
            maxLength={128}
          />
        ) : (
          <TextField
            name="email"
            type="email"
            label={t('email', { email })}
            error={errors.email}
            required
            dir="ltr"
            autoComplete="off"
          />
        )}
        <div className="flex flex-col gap-1">
          <label className="flex items-start gap-2 text-fg">
            <input
              type="checkbox"
              name="understood"
              className="mt-1 size-4"
              checked={understood}
              aria-invalid={errors.understood ? true : undefined}
              aria-describedby={errors.understood ? 'understood-error' : undefined}
              onChange={(event) => setUnderstood(event.target.checked)}
            />
            {t('understood')}
          </label>
          {errors.understood ? (
            <p id="understood-error" className="text-sm [color:light-dark(#b42318,#fda29b)]">
              {errors.understood}
            </p>
          ) : null}
        </div>
        <SubmitButton busy={busy} label={t('submit')} busyLabel={t('submitting')} />
      </form>
    </SettingsSection>
  );
}
