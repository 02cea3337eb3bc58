'use client';
import { lazy, Suspense } from 'react';
import type { ReportButtonProps } from '@/features/community/components/report-button';
import { WhenNear } from '@/shared/components/deferred/when-near';

const ReportButton = lazy(() => import('@/features/community/components/report-button').then((m) => ({ default: m.ReportButton })));

/** The report button under an article, loaded as it comes near: its Radix dialog is about 19 KB gzip (DESIGN §7). */
export function DeferredReportButton(props: ReportButtonProps) {
  // The button's height (small secondary button), so nothing moves when it arrives.
  const placeholder = <div className="h-[2.375rem]" aria-hidden="true" />;
  return (
    <WhenNear placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <ReportButton {...props} />
      </Suspense>
    </WhenNear>
  );
}
