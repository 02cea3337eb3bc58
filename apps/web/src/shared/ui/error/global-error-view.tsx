'use client';
import shellAr from '@manara/i18n/messages/shell/ar.json' with { type: 'json' };
import shellEn from '@manara/i18n/messages/shell/en.json' with { type: 'json' };
import { ErrorView } from './error-view';

/** The docs/product/shell.md error page for the document-level boundary (global-error.tsx), in the page's language. */
export default function GlobalErrorView({ english, onRetry }: { english: boolean; onRetry?: () => void }) {
  const texts = (english ? shellEn : shellAr).error;
  return <ErrorView texts={texts} homeHref={english ? '/en' : '/'} onRetry={onRetry} />;
}
