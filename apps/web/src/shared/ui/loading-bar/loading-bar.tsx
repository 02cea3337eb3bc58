'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useReducer } from 'react';
import { LOADING_BAR_ERROR_EVENT } from './loading-bar-events';
import {
  LOADING_BAR_TIMING,
  initialLoadingBarState,
  loadingBarReducer,
  nextLoadingBarTimer,
} from './loading-bar-state';
import { startsClientNavigation } from './navigation-click';

/**
 * The dark magenta bar at the top of the app shell (docs/product/shell.md). Starts when an internal link
 * is clicked, finishes when the path or query changes, turns red when an error boundary signals.
 * Render it inside <Suspense> (it reads the search params).
 */
export function LoadingBar() {
  const [state, dispatch] = useReducer(loadingBarReducer, initialLoadingBarState);
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const info = {
        href: anchor.href,
        target: anchor.getAttribute('target'),
        download: anchor.hasAttribute('download'),
      };
      if (startsClientNavigation(event, info, window.location.href))
        dispatch({ type: 'start', now: performance.now() });
    };
    const onError = () => dispatch({ type: 'fail' });
    window.addEventListener('click', onClick, true);
    window.addEventListener(LOADING_BAR_ERROR_EVENT, onError);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener(LOADING_BAR_ERROR_EVENT, onError);
    };
  }, []);

  useEffect(() => {
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
