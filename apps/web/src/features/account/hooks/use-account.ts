'use client';
import { useLocale } from '#intl';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { toSessionUser } from '@/features/auth/lib/to-session-user';
import { request } from '@/shared/graphql/request';
import type { AccountUser } from '../account-types';
import { AccountQuery } from '../api/account-documents';

/**
 * The signed-in user as the settings page edits it. `apply` takes a user a mutation returned and
 * also hands it to the session, so the header's avatar menu shows the change at once.
 */
export function useAccount() {
  const locale = useLocale();
  const session = useSession();
  const [user, setUser] = useState<AccountUser | null>(null);
  const [failed, setFailed] = useState(false);
  const { setUser: setSessionUser } = session;

  const apply = useCallback(
    (next: AccountUser | null | undefined) => {
      if (!next) return;
      setUser(next);
      setSessionUser(toSessionUser(next));
    },
    [setSessionUser],
  );

  const reload = useCallback(async () => {
    try {
      const me = (await request(AccountQuery, {}, { locale })).me;
      if (me.success && me.data) apply(me.data);
      else setFailed(true);
    } catch {
      setFailed(true);
    }
  }, [apply, locale]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { user, failed, apply, reload };
}
