'use client';
import { LazyLocalizedErrorView } from '@/shared/ui/error/lazy-localized-error-view';

/** docs/product/shell.md error page inside the default layout: header and footer stay. */
export default function MainError({ retry }: { error: unknown; retry?: () => void }) {
  return <LazyLocalizedErrorView onRetry={retry} />;
}
