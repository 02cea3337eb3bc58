'use client';
import { LazyLocalizedErrorView } from '@/shared/ui/error/lazy-localized-error-view';

/** docs/product/shell.md error page for failures in the program, lesson and quiz layouts (no header there). */
export default function LocaleError({ retry }: { error: unknown; retry?: () => void }) {
  return (
    <main id="main" className="flex-1">
      <LazyLocalizedErrorView onRetry={retry} />
    </main>
  );
}
