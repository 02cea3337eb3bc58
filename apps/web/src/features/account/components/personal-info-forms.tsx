'use client';
import { useTranslations } from '#intl';
import type { PhoneCountry } from '@/shared/ui/phone-input/index';
import type { AccountUser } from '../account-types';
import { EmailForm } from './email-form';
import { NamesForm } from './names-form';
import { PhoneForm } from './phone-form';
import { PictureSection } from './picture-section';
import { SettingsSection } from './settings-section';

/** The sections of /settings/personal-info for the loaded user: picture, names, e-mail, phone. */
export default function PersonalInfoForms({
  user,
  countries,
  apply,
  reload,
}: {
  user: AccountUser;
  countries: readonly PhoneCountry[];
  apply: (user: AccountUser | null | undefined) => void;
  reload: () => Promise<void>;
}) {
  const t = useTranslations('account');
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
