'use client';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import './globals.css';

// This boundary is part of every page's first load; its view and texts load only when it shows.
const GlobalErrorView = lazy(() => import('@/shared/ui/error/global-error-view'));

const noSubscription = () => () => {};
const englishPath = () => /^\/en(\/|$)/.test(window.location.pathname);

/** When even the language layout fails: the docs/product/shell.md error page in its own document. */
export default function GlobalError({ retry }: { error: unknown; retry?: () => void }) {
  const english = useSyncExternalStore(noSubscription, englishPath, () => false);
  return (
    <html lang={english ? 'en' : 'ar'} dir={english ? 'ltr' : 'rtl'}>
      <body className="flex min-h-dvh flex-col bg-surface text-fg antialiased">
        <main id="main" className="flex-1">
          <Suspense fallback={null}>
            <GlobalErrorView english={english} onRetry={retry} />
          </Suspense>
        </main>
      </body>
    </html>
  );
}
