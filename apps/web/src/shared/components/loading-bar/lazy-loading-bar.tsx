'use client';
import { lazy, Suspense } from 'react';

// The bar has nothing to show until the first navigation, so its code (click tracking, timers,
// the progress reducer) loads after the page instead of in every page's first-load JavaScript.
const LoadingBar = lazy(() => import('./loading-bar').then((m) => ({ default: m.LoadingBar })));

/** The app shell's loading bar (SPEC §2), loaded lazily; it reads the search params, hence Suspense. */
export function LazyLoadingBar() {
  return (
    <Suspense fallback={null}>
      <LoadingBar />
    </Suspense>
  );
}
