'use client';
import { useTranslations } from '#intl';
import { Suspense, useEffect } from 'react';
import { lazyWithPreload } from '@/shared/ui/lazy-with-preload';
import type { PhoneCountry } from '@/shared/ui/phone-input/index';
import { useAccount } from '../hooks/use-account';

// The forms' code (picture, names, e-mail, phone with its country list) loads beside the account's
// request (docs/performance.md).
const PersonalInfoForms = lazyWithPreload(() => import('./personal-info-forms'));

/** The sections of /settings/personal-info, filled once the signed-in user has loaded. */
export function PersonalInfo({ countries }: { countries: readonly PhoneCountry[] }) {
  const t = useTranslations('account');
  const common = useTranslations('common');
  const { user, failed, apply, reload } = useAccount();
  useEffect(PersonalInfoForms.preload, []);
  const waiting = (
    <p role="status" className="text-fg-muted">
      {failed ? t('loadFailed') : common('loading')}
    </p>
  );
  if (!user) return waiting;
  return (
    <Suspense fallback={waiting}>
      <PersonalInfoForms user={user} countries={countries} apply={apply} reload={reload} />
    </Suspense>
  );
}
