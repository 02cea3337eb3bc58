'use client';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { LoadingBarTrigger } from './loading-bar';
import { LOADING_BAR_ERROR_EVENT } from './loading-bar-events';
import { clickStartsNavigation, currentLocation } from './navigation-click';

const LoadingBar = lazy(() => import('./loading-bar').then((m) => ({ default: m.LoadingBar })));

/**
 * The loading bar, loaded at the first in-app navigation or error signal rather than with every
 * page: until then it has nothing to draw, and its code is about 1 KB of the first load's budget
 * (docs/performance.md).
 */
export function LazyLoadingBar() {
  const [trigger, setTrigger] = useState<LoadingBarTrigger | null>(null);
  useEffect(() => {
    if (trigger) return;
    const onClick = (event: MouseEvent) => {
      if (clickStartsNavigation(event)) setTrigger({ event: 'start', location: currentLocation() });
    };
    const onError = () => setTrigger({ event: 'fail', location: currentLocation() });
    window.addEventListener('click', onClick, true);
    window.addEventListener(LOADING_BAR_ERROR_EVENT, onError);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener(LOADING_BAR_ERROR_EVENT, onError);
    };
  }, [trigger]);
  return trigger ? (
    <Suspense fallback={null}>
      <LoadingBar trigger={trigger} />
    </Suspense>
  ) : null;
}
