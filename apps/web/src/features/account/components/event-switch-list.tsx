'use client';
import { useTranslations } from '#intl';

/** One checkbox per notified event, with the event's name and when it happens (e-mail and WhatsApp share them). */
export function EventSwitchList<E extends string>({
  channel,
  events,
  values,
  onChange,
}: {
  channel: 'email' | 'whatsapp';
  events: readonly E[];
  values: Record<E, boolean> | null;
  onChange: (event: E, on: boolean) => void;
}) {
  const t = useTranslations('account.emailPreferences');
  return (
    <>
      {events.map((key) => (
        <label key={key} className="flex items-start gap-3">
          <input
            type="checkbox"
            name={key}
            className="mt-1 size-5 shrink-0 accent-[var(--color-accent)]"
            checked={values?.[key] ?? channel === 'email'}
            onChange={(e) => onChange(key, e.target.checked)}
            aria-describedby={`${channel}-${key}-hint`}
            data-testid={`${channel === 'email' ? 'email' : 'whatsapp'}-pref-${key}`}
          />
          <span>
            <span className="block font-semibold text-fg">{t(`events.${key}.label`)}</span>
            <span id={`${channel}-${key}-hint`} className="block text-sm text-fg-muted">
              {t(`events.${key}.hint`)}
            </span>
          </span>
        </label>
      ))}
    </>
  );
}
