'use client';
import { LocalizedErrorView } from '@/shared/components/error/localized-error-view';

/** SPEC §2 error page for failures in the program, lesson and quiz layouts (no header there). */
export default function LocaleError({ retry }: { error: unknown; retry?: () => void }) {
  return (
    <main id="main" className="flex-1">
      <LocalizedErrorView onRetry={retry} />
    </main>
  );
}
