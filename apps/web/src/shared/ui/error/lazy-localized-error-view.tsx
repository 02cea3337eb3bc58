'use client';
import { lazy, Suspense } from 'react';

// Error boundaries are part of every page's first load; the view itself loads when one is shown.
const LocalizedErrorView = lazy(() =>
  import('./localized-error-view').then((m) => ({ default: m.LocalizedErrorView })),
);

/** The localized error page, fetched on first use (a failure is rare; the first load stays small, docs/performance.md). */
export function LazyLocalizedErrorView({ onRetry }: { onRetry?: () => void }) {
  return (
    <Suspense fallback={<div className="min-h-96" />}>
      <LocalizedErrorView onRetry={onRetry} />
    </Suspense>
  );
}
