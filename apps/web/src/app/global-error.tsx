'use client';
import shellAr from '@manara/i18n/messages/shell/ar.json' with { type: 'json' };
import shellEn from '@manara/i18n/messages/shell/en.json' with { type: 'json' };
import { useSyncExternalStore } from 'react';
import { ErrorView } from '@/shared/components/error/error-view';
import './globals.css';

const noSubscription = () => () => {};
const englishPath = () => /^\/en(\/|$)/.test(window.location.pathname);

/** When even the language layout fails: the SPEC §2 error page in its own document. */
export default function GlobalError({ retry }: { error: unknown; retry?: () => void }) {
  const english = useSyncExternalStore(noSubscription, englishPath, () => false);
  const texts = (english ? shellEn : shellAr).error;
  return (
    <html lang={english ? 'en' : 'ar'} dir={english ? 'ltr' : 'rtl'}>
      <body className="flex min-h-dvh flex-col bg-surface text-fg antialiased">
        <main id="main" className="flex-1">
          <ErrorView texts={texts} homeHref={english ? '/en' : '/'} onRetry={retry} />
        </main>
      </body>
    </html>
  );
}
