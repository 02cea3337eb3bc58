'use client';
import { useLocale } from '#intl';
import { useEffect, useState } from 'react';
import { request } from '@/shared/graphql/request';
import { SocialSignInProvidersQuery } from '../api/social-documents';
import type { SocialProviderConfig } from '../lib/authorization-popup';

/**
 * Google's popup settings when the API has Google configured, else null (no button). Read in the
 * browser, not while rendering: the sign-up page is cached (decision 0010), and a cached copy of
 * these settings would outlive a change of client or issuer. A failed read also means no button.
 */
export function useGoogleSignIn(): SocialProviderConfig | null {
  const locale = useLocale();
  const [config, setConfig] = useState<SocialProviderConfig | null>(null);
  useEffect(() => {
    let live = true;
    request(SocialSignInProvidersQuery, {}, { locale })
      .then((result) => {
        const google = result.socialSignInProviders.data?.providers.find((p) => p.provider === 'GOOGLE');
        if (live) setConfig(google ?? null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [locale]);
  return config;
}
