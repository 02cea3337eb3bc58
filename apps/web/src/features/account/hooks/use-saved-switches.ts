'use client';
import { useLocale } from '#intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Locale } from '@manara/i18n';

type Note = { tone: 'success' | 'error'; text: string };
type Answer<V> = { success: boolean; message: string; data?: V | null };

/**
 * A settings card of switches loaded on open and saved together (e-mail and WhatsApp
 * preferences): the saved answer, the edited switches, the save handler and its note. The texts
 * are the card's own `loadFailed`, `saved` and `failed`.
 */
export function useSavedSwitches<V, D extends Record<string, boolean>>(options: {
  load: (locale: Locale) => Promise<Answer<V>>;
  store: (draft: D, locale: Locale) => Promise<Answer<V>>;
  switchesOf: (value: V) => D;
  t: (key: 'loadFailed' | 'saved' | 'failed') => string;
}) {
  const locale = useLocale() as Locale;
  const latest = useRef(options);
  latest.current = options;
  const [saved, setSaved] = useState<V | null>(null);
  const [draft, setDraft] = useState<D | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note | null>(null);

  const show = (value: V) => {
    setSaved(value);
    setDraft(latest.current.switchesOf(value));
  };
  useEffect(() => {
    let live = true;
    latest.current
      .load(locale)
      .then((result) => {
        if (!live) return;
        if (result.data) {
          setSaved(result.data);
          setDraft(latest.current.switchesOf(result.data));
        } else setNote({ tone: 'error', text: result.message });
      })
      .catch(() => live && setNote({ tone: 'error', text: latest.current.t('loadFailed') }));
    return () => {
      live = false;
    };
  }, [locale]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setBusy(true);
    setNote(null);
    try {
      const result = await options.store(draft, locale);
      if (result.data) show(result.data);
      setNote(result.success ? { tone: 'success', text: options.t('saved') } : { tone: 'error', text: result.message });
    } catch {
      setNote({ tone: 'error', text: options.t('failed') });
    } finally {
      setBusy(false);
    }
  }

  const unchanged =
    saved !== null &&
    draft !== null &&
    Object.entries(latest.current.switchesOf(saved)).every(([k, v]) => draft[k] === v);
  const toggle = (key: keyof D & string, on: boolean) => setDraft((current) => current && { ...current, [key]: on });
  return { saved, draft, toggle, show, busy, note, save, unchanged };
}
