'use client';
import { lazy, Suspense } from 'react';
import { WhenNear } from '@/shared/ui/deferred/when-near';

const ReviewsSection = lazy(() =>
  import('@/features/community/components/reviews-section').then((m) => ({ default: m.ReviewsSection })),
);
const CommentsSection = lazy(() =>
  import('@/features/community/components/comments-section').then((m) => ({ default: m.CommentsSection })),
);

/**
 * Reviews and comments under a program, loaded as they come near (their dialogs, forms and Radix
 * code are about 25 KB gzip): both read their data in the browser anyway (decision 0010).
 */
export function DeferredCommunity({ programId }: { programId: string }) {
  const placeholder = <div className="min-h-96" aria-hidden="true" />;
  return (
    <WhenNear placeholder={placeholder}>
      <Suspense fallback={placeholder}>
        <ReviewsSection programId={programId} />
        <CommentsSection programId={programId} />
      </Suspense>
    </WhenNear>
  );
}
