'use client';
import { useLocale, useTranslations } from '#intl';
import { localizeDigits } from '@manara/i18n';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from '@/i18n/navigation';
import { request } from '@/shared/graphql/request';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { buttonStyles } from '@/shared/ui/styles';
import { MyWhatsAppSettingsQuery, UpdateWhatsAppPreferencesMutation } from '../api/account-documents';
import { WHATSAPP_EVENTS, type WhatsAppEvents, type WhatsAppSettings } from '../lib/whatsapp-events';
import { EventSwitchList } from './event-switch-list';
import { PhoneVerification } from './phone-verification';
import { SettingsSection } from './settings-section';

/**
 * WhatsApp as a second channel (decision 0068): the saved phone, proven by a code, then one switch
 * per event, all off until the learner turns them on.
 */
export function WhatsAppPreferencesForm() {
  const t = useTranslations('account.whatsapp');
  const locale = useLocale();
  const [settings, setSettings] = useState<WhatsAppSettings | null>(null);
  const [draft, setDraft] = useState<WhatsAppEvents | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const show = (next: WhatsAppSettings) => {
    setSettings(next);
    setDraft(next.events);
  };
  useEffect(() => {
    let live = true;
    request(MyWhatsAppSettingsQuery, {}, { locale })
      .then(({ myWhatsAppSettings: result }) => {
        if (!live) return;
        if (result.data) show(result.data);
        else setNote({ tone: 'error', text: result.message });
      })
      .catch(() => live && setNote({ tone: 'error', text: t('loadFailed') }));
    return () => {
      live = false;
    };
  }, [locale, t]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setBusy(true);
    setNote(null);
    try {
      const { updateWhatsAppPreferences: result } = await request(
        UpdateWhatsAppPreferencesMutation,
        { input: draft },
        { locale },
      );
      if (result.data) show(result.data);
      setNote({ tone: result.success ? 'success' : 'error', text: result.success ? t('saved') : result.message });
    } catch {
      setNote({ tone: 'error', text: t('failed') });
    } finally {
      setBusy(false);
    }
  }

  const unchanged =
    settings !== null && draft !== null && WHATSAPP_EVENTS.every((k) => settings.events[k] === draft[k]);
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
                <EventSwitchList
                  channel="whatsapp"
                  events={WHATSAPP_EVENTS}
                  values={draft}
                  onChange={(key, on) => setDraft((current) => current && { ...current, [key]: on })}
                />
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
