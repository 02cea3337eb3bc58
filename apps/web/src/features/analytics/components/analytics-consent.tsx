'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { trackEvent } from '@/shared/analytics/analytics-queue';
import { analyticsConsent, setAnalyticsConsent } from '@/shared/analytics/analytics-state';

// Most views are by someone who has already chosen or is signed in: the notice loads only when
// it is asked (decision 0079).
const AnalyticsConsentNotice = lazy(() => import('./analytics-consent-notice'));

/**
 * The visitor's consent to first-party analytics (decision 0059), asked once. Signed-in learners
 * are not asked (they may opt out in their settings).
 */
export function AnalyticsConsent() {
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
    <Suspense fallback={null}>
      <AnalyticsConsentNotice onChoose={choose} />
    </Suspense>
  );
}
