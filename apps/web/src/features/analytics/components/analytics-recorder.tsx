'use client';
import { useLocale } from '#intl';
import { useEffect } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { usePathname } from '@/i18n/navigation';
import { trackEvent } from '@/shared/analytics/analytics-queue';
import { setAnalyticsSignedIn } from '@/shared/analytics/analytics-state';

/**
 * Counts a page view per page shown (decision 0059), once the session is known: a learner's with
 * their account, a visitor's only after they accepted. The studio's own pages are not counted.
 */
export function AnalyticsRecorder() {
  const { status } = useSession();
  const pathname = usePathname();
  const locale = useLocale();
  useEffect(() => {
    if (status === 'loading' || pathname.startsWith('/studio')) return;
    setAnalyticsSignedIn(status === 'signed-in');
    trackEvent({ kind: 'PAGE_VIEW', path: window.location.pathname });
  }, [status, pathname, locale]);
  return null;
}
