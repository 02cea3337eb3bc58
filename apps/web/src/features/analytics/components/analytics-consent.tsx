'use client';
import { useTranslations } from '#intl';
import { useEffect, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { analyticsConsent, setAnalyticsConsent, trackEvent } from '@/shared/analytics/analytics-queue';

/**
 * The visitor's consent to first-party analytics (decision 0059), asked once, in the page's flow
 * above the footer: never fixed over the page, so it covers nothing and shifts nothing. Signed-in
 * learners are not asked (they may opt out in their settings).
 */
export function AnalyticsConsent() {
  const t = useTranslations('shell.analytics');
  const { status } = useSession();
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(status === 'signed-out' && analyticsConsent() === null), [status]);
  if (!open) return null;
  const choose = (granted: boolean) => {
    setAnalyticsConsent(granted);
    setOpen(false);
    if (granted) trackEvent({ kind: 'PAGE_VIEW', path: window.location.pathname });
  };
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
          onClick={() => choose(true)}
        >
          {t('accept')}
        </button>
        <button
          type="button"
          className="rounded-lg border border-line px-4 py-2 font-semibold text-fg"
          onClick={() => choose(false)}
        >
          {t('decline')}
        </button>
      </div>
    </section>
  );
}
