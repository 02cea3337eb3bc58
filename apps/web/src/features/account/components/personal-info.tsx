'use client';
import { useTranslations } from '#intl';
import type { PhoneCountry } from '@/shared/ui/phone-input/index';
import { useAccount } from '../hooks/use-account';
import { EmailForm } from './email-form';
import { NamesForm } from './names-form';
import { PhoneForm } from './phone-form';
import { PictureSection } from './picture-section';
import { SettingsSection } from './settings-section';

/** The sections of /settings/personal-info, filled once the signed-in user has loaded. */
export function PersonalInfo({ countries }: { countries: readonly PhoneCountry[] }) {
  const t = useTranslations('account');
  const common = useTranslations('common');
  const { user, failed, apply, reload } = useAccount();
  if (!user) {
    return (
      <p role="status" className="text-fg-muted">
        {failed ? t('loadFailed') : common('loading')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <SettingsSection id="picture-heading" title={t('picture.heading')}>
        <PictureSection user={user} onSaved={apply} />
      </SettingsSection>
      <SettingsSection id="names-heading" title={t('names.heading')} intro={t('names.intro')}>
        <NamesForm user={user} onSaved={apply} />
      </SettingsSection>
      <SettingsSection id="email-heading" title={t('email.heading')}>
        <EmailForm user={user} onSaved={apply} reload={reload} />
      </SettingsSection>
      <SettingsSection id="phone-heading" title={t('phone.heading')}>
        <PhoneForm user={user} countries={countries} onSaved={apply} />
      </SettingsSection>
    </div>
  );
}
