'use client';
import { lazy, Suspense } from 'react';

// Only an account whose e-mail is not yet confirmed sees the code step: it loads when shown.
const VerifyEmailStep = lazy(() => import('./verify-email-step').then((m) => ({ default: m.VerifyEmailStep })));

/** VerifyEmailStep, fetched on first use (docs/performance.md). */
export function LazyVerifyEmailStep(props: { email: string; onVerified: () => void }) {
  return (
    <Suspense fallback={null}>
      <VerifyEmailStep {...props} />
    </Suspense>
  );
}
