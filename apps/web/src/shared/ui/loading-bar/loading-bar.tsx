'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useReducer, useRef } from 'react';
import { LOADING_BAR_ERROR_EVENT } from './loading-bar-events';
import {
  LOADING_BAR_TIMING,
  initialLoadingBarState,
  loadingBarReducer,
  nextLoadingBarTimer,
} from './loading-bar-state';
import { clickStartsNavigation, currentLocation } from './navigation-click';

/** What made the bar load (lazy-loading-bar.tsx): a navigation started or an error, and where the page was then. */
export interface LoadingBarTrigger {
  event: 'start' | 'fail';
  /** Path and query when it happened: a navigation that finished while the bar loaded is not shown. */
  location: string;
}

/**
 * The dark magenta bar at the top of the app shell (docs/product/shell.md). Starts when an internal link
 * is clicked, finishes when the path or query changes, turns red when an error boundary signals.
 * Mounted by LazyLoadingBar at the first navigation or error, inside its <Suspense> (it reads
 * the search params).
 */
export function LoadingBar({ trigger }: { trigger: LoadingBarTrigger }) {
  const [state, dispatch] = useReducer(loadingBarReducer, trigger, (first) =>
    loadingBarReducer(
      initialLoadingBarState,
      first.event === 'start' ? { type: 'start', now: performance.now() } : { type: 'fail' },
    ),
  );
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const shownAt = useRef(trigger.location);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (clickStartsNavigation(event)) dispatch({ type: 'start', now: performance.now() });
    };
    const onError = () => dispatch({ type: 'fail' });
    window.addEventListener('click', onClick, true);
    window.addEventListener(LOADING_BAR_ERROR_EVENT, onError);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener(LOADING_BAR_ERROR_EVENT, onError);
    };
  }, []);

  // Finishes when the path or query changes, including a change that happened while this loaded.
  useEffect(() => {
    const location = currentLocation();
    if (location === shownAt.current) return;
    shownAt.current = location;
    dispatch({ type: 'finish' });
  }, [pathname, search]);

  useEffect(() => {
    const next = nextLoadingBarTimer(state);
    if (!next) return;
    const id = window.setTimeout(() => {
      dispatch(next.event === 'tick' ? { type: 'tick', now: performance.now() } : { type: next.event });
    }, next.delayMs);
    return () => window.clearTimeout(id);
  }, [state]);

  return (
    <div
      aria-hidden="true"
      data-state={state.phase}
      className="pointer-events-none fixed inset-x-0 top-0 z-[80]"
      style={{ height: LOADING_BAR_TIMING.heightPx }}
    >
      <div
        className="absolute inset-y-0 start-0 transition-[width,opacity] duration-200 ease-out"
        style={{
          width: `${state.progress * 100}%`,
          opacity: state.visible ? 1 : 0,
          background: state.phase === 'error' ? 'var(--loading-bar-error)' : 'var(--loading-bar)',
        }}
      />
    </div>
  );
}
