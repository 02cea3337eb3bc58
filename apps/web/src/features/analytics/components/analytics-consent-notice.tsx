'use client';
import { useTranslations } from '#intl';

/**
 * The consent question itself, in the page's flow above the footer: never fixed over the page, so
 * it covers nothing and shifts nothing (decision 0059). Loaded only for a visitor who is asked.
 */
export default function AnalyticsConsentNotice({ onChoose }: { onChoose: (granted: boolean) => void }) {
  const t = useTranslations('shell.analytics');
  return (
    <section
      aria-label={t('label')}
      className="mx-auto mt-16 w-full max-w-7xl px-4 sm:px-6"
      data-testid="analytics-consent"
    >
      <div className="flex flex-wrap items-center gap-3 rounded-card border border-line bg-surface-muted px-4 py-3 text-sm">
        <p className="min-w-0 flex-1 text-fg">{t('text')}</p>
        <button
          type="button"
          className="rounded-lg bg-accent px-4 py-2 font-semibold text-on-accent"
          onClick={() => onChoose(true)}
        >
          {t('accept')}
        </button>
        <button
          type="button"
          className="rounded-lg border border-line px-4 py-2 font-semibold text-fg"
          onClick={() => onChoose(false)}
        >
          {t('decline')}
        </button>
      </div>
    </section>
  );
}
