'use client';
import { useLocale, useTranslations } from '#intl';
import { localizeDigits } from '@manara/i18n';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { buttonStyles } from '@/shared/ui/styles';
import { MyWhatsAppSettingsQuery, UpdateWhatsAppPreferencesMutation } from '../api/account-documents';
import { WHATSAPP_EVENTS, type WhatsAppEvents, type WhatsAppSettings } from '../lib/whatsapp-events';
import { EventSwitchList } from './event-switch-list';
import { PhoneVerification } from './phone-verification';
import { SettingsSection } from './settings-section';
import { useSavedSwitches } from '../hooks/use-saved-switches';

const eventsOf = (settings: WhatsAppSettings) => settings.events;

/**
 * WhatsApp as a second channel (decision 0068): the saved phone, proven by a code, then one switch
 * per event, all off until the learner turns them on.
 */
export function WhatsAppPreferencesForm() {
  const t = useTranslations('account.whatsapp');
  const locale = useLocale();
  const {
    saved: settings,
    draft,
    toggle,
    show,
    busy,
    note,
    save,
    unchanged,
  } = useSavedSwitches({
    load: async (language) => (await request(MyWhatsAppSettingsQuery, {}, { locale: language })).myWhatsAppSettings,
    store: async (input: WhatsAppEvents, language) =>
      (await request(UpdateWhatsAppPreferencesMutation, { input }, { locale: language })).updateWhatsAppPreferences,
    switchesOf: eventsOf,
    t,
  });

  return (
    <SettingsSection id="whatsapp-preferences" title={t('heading')} intro={t('intro')}>
      <div className="grid gap-5" aria-busy={!settings}>
        {note && <FormAlert tone={note.tone}>{note.text}</FormAlert>}
        {settings && !settings.available && <p className="text-fg-muted">{t('unavailable')}</p>}
        {settings?.available && !settings.phone && (
          <p className="text-fg-muted">
            {t('noPhone')}{' '}
            <Link href="/settings" className="font-semibold text-accent underline">
              {t('addPhone')}
            </Link>
          </p>
        )}
        {settings?.available && settings.phone && (
          <>
            <p className="text-fg" data-testid="whatsapp-phone">
              {t('phone')}{' '}
              <bdi dir="ltr" className="font-semibold">
                {localizeDigits(settings.phone, locale)}
              </bdi>{' '}
              <span className={settings.phoneVerified ? 'text-success' : 'text-fg-muted'}>
                ({settings.phoneVerified ? t('verified') : t('notVerified')})
              </span>
            </p>
            {!settings.phoneVerified && <PhoneVerification settings={settings} onVerified={show} />}
            <form onSubmit={save} aria-busy={busy}>
              <fieldset className="grid gap-4" disabled={!settings.phoneVerified || busy}>
                <legend className="mb-2 font-semibold text-fg">{t('events')}</legend>
                <EventSwitchList channel="whatsapp" events={WHATSAPP_EVENTS} values={draft} onChange={toggle} />
              </fieldset>
              <p className="mt-5 text-sm text-fg-muted">{t('stop')}</p>
              <div className="mt-5">
                <button
                  type="submit"
                  className={buttonStyles.primary}
                  disabled={!settings.phoneVerified || busy || unchanged}
                  data-testid="save-whatsapp-preferences"
                >
                  {busy ? t('saving') : t('save')}
                </button>
              </div>
            </form>
          </>
        )}
      </div>
    </SettingsSection>
  );
}
