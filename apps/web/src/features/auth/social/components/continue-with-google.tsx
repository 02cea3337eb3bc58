'use client';
import { lazy, Suspense } from 'react';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';

// The button's flow (popup, provider check, sign-in) loads once the API says Google is configured:
// most sign-ins never use it, and without Google (the offline demo) it never loads.
const GoogleSignIn = lazy(() => import('./google-sign-in'));

/**
 * "Continue with Google" (decision 0017): the authorisation-code popup, then
 * checkSocialProviderStatus; LOGIN logs in at once, MERGE and REGISTER open a dialog that
 * finishes with socialMerge or socialRegister. Signed in, it goes where login goes. Nothing shows
 * until the API says Google is configured.
 */
export function ContinueWithGoogle({ next = null }: { next?: string | null }) {
  const config = useGoogleSignIn();
  return config ? (
    <Suspense fallback={null}>
      <GoogleSignIn config={config} next={next} />
    </Suspense>
  ) : null;
}
