'use client';
import { useLocale, useTranslations } from '#intl';
import { useEffect, useState, type FormEvent } from 'react';
import { request } from '@/shared/graphql/request';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { buttonStyles } from '@/shared/ui/styles';
import { MyEmailPreferencesQuery, UpdateEmailPreferencesMutation } from '../api/account-documents';
import { EMAIL_EVENTS, type EmailPreferences as Preferences } from '../lib/email-events';
import { EventSwitchList } from './event-switch-list';
import { SettingsSection } from './settings-section';

/** Six switches, one per e-mailed event, saved together with a confirmation (decision 0058). */
export function EmailPreferencesForm() {
  const t = useTranslations('account.emailPreferences');
  const locale = useLocale();
  const [saved, setSaved] = useState<Preferences | null>(null);
  const [draft, setDraft] = useState<Preferences | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    request(MyEmailPreferencesQuery, {}, { locale })
      .then(({ myEmailPreferences: result }) => {
        if (!live) return;
        if (result.data) {
          setSaved(result.data);
          setDraft(result.data);
        } else setNote({ tone: 'error', text: result.message });
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
      const { updateEmailPreferences: result } = await request(
        UpdateEmailPreferencesMutation,
        { input: draft },
        { locale },
      );
      if (result.data) {
        setSaved(result.data);
        setDraft(result.data);
        setNote({ tone: 'success', text: t('saved') });
      } else setNote({ tone: 'error', text: result.message });
    } catch {
      setNote({ tone: 'error', text: t('failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection id="email-preferences" title={t('heading')} intro={t('intro')}>
      <form onSubmit={save} aria-busy={!draft || busy}>
        <fieldset className="grid gap-4" disabled={!draft || busy}>
          <legend className="sr-only">{t('heading')}</legend>
          <EventSwitchList
            channel="email"
            events={EMAIL_EVENTS}
            values={draft}
            onChange={(key, on) => setDraft((current) => current && { ...current, [key]: on })}
          />
        </fieldset>
        <p className="mt-5 text-sm text-fg-muted">{t('always')}</p>
        <div className="mt-5 grid gap-4">
          {note ? <FormAlert tone={note.tone}>{note.text}</FormAlert> : null}
          <div>
            <button
              type="submit"
              className={buttonStyles.primary}
              disabled={!draft || busy || (saved !== null && sameAs(saved, draft))}
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

const sameAs = (a: Preferences, b: Preferences | null) => b !== null && EMAIL_EVENTS.every((key) => a[key] === b[key]);
