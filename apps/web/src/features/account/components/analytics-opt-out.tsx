'use client';
import { useLocale, useTranslations } from '#intl';
import { useEffect, useState } from 'react';
import { request } from '@/shared/graphql/request';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { MyAnalyticsOptOutQuery, SetAnalyticsOptOutMutation } from '../api/account-documents';
import { SettingsSection } from './settings-section';

/** One switch: whether Manara's own analytics count the learner by their account (decision 0059). */
export function AnalyticsOptOut() {
  const t = useTranslations('account.analytics');
  const locale = useLocale();
  const [counted, setCounted] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    request(MyAnalyticsOptOutQuery, {}, { locale })
      .then(({ myAnalyticsOptOut: result }) => {
        if (!live) return;
        if (result.data) setCounted(!result.data.optedOut);
        else setNote({ tone: 'error', text: result.message });
      })
      .catch(() => live && setNote({ tone: 'error', text: t('failed') }));
    return () => {
      live = false;
    };
  }, [locale, t]);

  // The switch moves at once; a refusal or a lost request puts it back.
  async function change(next: boolean) {
    setCounted(next);
    setBusy(true);
    setNote(null);
    try {
      const { setAnalyticsOptOut: result } = await request(SetAnalyticsOptOutMutation, { optedOut: !next }, { locale });
      if (result.data) {
        setCounted(!result.data.optedOut);
        setNote({ tone: 'success', text: result.data.optedOut ? t('left') : t('counted') });
      } else {
        setCounted(!next);
        setNote({ tone: 'error', text: result.message });
      }
    } catch {
      setCounted(!next);
      setNote({ tone: 'error', text: t('failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsSection id="analytics-opt-out" title={t('heading')} intro={t('intro')}>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-[var(--color-accent)]"
          checked={counted ?? true}
          disabled={counted === null || busy}
          onChange={(e) => void change(e.target.checked)}
          data-testid="analytics-counted"
        />
        <span className="font-semibold text-fg">{t('label')}</span>
      </label>
      {note ? (
        <div className="mt-4">
          <FormAlert tone={note.tone}>{note.text}</FormAlert>
        </div>
      ) : null}
    </SettingsSection>
  );
}
