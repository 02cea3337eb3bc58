'use client';
import { LocalizedErrorView } from '@/shared/components/error/localized-error-view';

/** SPEC §2 error page inside the default layout: header and footer stay. */
export default function MainError({ retry }: { error: unknown; retry?: () => void }) {
  return <LocalizedErrorView onRetry={retry} />;
}
