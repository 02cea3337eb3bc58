'use client';
import { useLocale } from '#intl';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { homePath, safeNextPath } from '../lib/safe-next';
import { toSessionUser, type ApiSessionUser } from '../lib/to-session-user';
import { useSession } from './use-session';

/** After a login: the shell learns the user, and the page goes to `next` (same site only) or home. */
export function useEnterSession(next: string | null) {
  const locale = useLocale();
  const router = useRouter();
  const session = useSession();
  return useCallback(
    (user: ApiSessionUser | null | undefined) => {
      if (user) session.setUser(toSessionUser(user));
      router.replace(safeNextPath(next) ?? homePath(locale));
      router.refresh();
    },
    [locale, next, router, session],
  );
}
