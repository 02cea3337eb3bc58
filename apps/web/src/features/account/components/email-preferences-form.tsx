'use client';
import { useTranslations } from '#intl';
import { request } from '@/shared/graphql/request';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { buttonStyles } from '@/shared/ui/styles';
import { MyEmailPreferencesQuery, UpdateEmailPreferencesMutation } from '../api/account-documents';
import { useSavedSwitches } from '../hooks/use-saved-switches';
import { EMAIL_EVENTS, type EmailPreferences } from '../lib/email-events';
import { EventSwitchList } from './event-switch-list';
import { SettingsSection } from './settings-section';

const same = (preferences: EmailPreferences) => preferences;

/** Six switches, one per e-mailed event, saved together with a confirmation (decision 0058). */
export function EmailPreferencesForm() {
  const t = useTranslations('account.emailPreferences');
  const { draft, toggle, busy, note, save, unchanged } = useSavedSwitches({
    load: async (locale) => (await request(MyEmailPreferencesQuery, {}, { locale })).myEmailPreferences,
    store: async (input, locale) =>
      (await request(UpdateEmailPreferencesMutation, { input }, { locale })).updateEmailPreferences,
    switchesOf: same,
    t,
  });

  return (
    <SettingsSection id="email-preferences" title={t('heading')} intro={t('intro')}>
      <form onSubmit={save} aria-busy={!draft || busy}>
        <fieldset className="grid gap-4" disabled={!draft || busy}>
          <legend className="sr-only">{t('heading')}</legend>
          <EventSwitchList channel="email" events={EMAIL_EVENTS} values={draft} onChange={toggle} />
        </fieldset>
        <p className="mt-5 text-sm text-fg-muted">{t('always')}</p>
        <div className="mt-5 grid gap-4">
          {note ? <FormAlert tone={note.tone}>{note.text}</FormAlert> : null}
          <div>
            <button
              type="submit"
              className={buttonStyles.primary}
              disabled={!draft || busy || unchanged}
              data-testid="save-email-preferences"
            >
              {busy ? t('saving') : t('save')}
            </button>
          </div>
        </div>
      </form>
    </SettingsSection>
  );
}
