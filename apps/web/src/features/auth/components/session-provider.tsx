'use client';
import { useLocale, useTranslations } from '#intl';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRouter } from '@/i18n/navigation';
import { useToast } from '@/shared/ui/toast/use-toast';
import { request } from '@/shared/graphql/request';
import { LogoutMutation, MeQuery } from '../api/session-documents';
import { SessionContext } from '../hooks/use-session';
import { clearClientState } from '../lib/client-state';
import { failureMessageKey } from '@/shared/graphql/failure-message';
import { toSessionUser } from '../lib/to-session-user';
import type { SessionStatus, SessionUser, SessionValue } from '../session-types';

/**
 * How often `me` is re-read while the tab is visible (docs/product/accounts.md, decision 0008). Every
 * second, as first asked, would send one request per second per open tab for data that rarely changes (the counters and the
 * name); 60 s plus a refresh on focus and on becoming visible keeps the header fresh when it
 * matters, and a hidden tab sends nothing.
 */
export const SESSION_REFRESH_MS = 60_000;

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

/** Holds the signed-in user (docs/product/accounts.md): 'loading' until the first `me` answers. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const router = useRouter();
  const toast = useToast();
  const t = useTranslations('auth');
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null });
  // Bumped whenever the user is set directly, so a `me` answer that was already in flight cannot undo a login or logout.
  const generation = useRef(0);
  const inflight = useRef<{ promise: Promise<void>; generation: number } | null>(null);

  const refresh = useCallback((): Promise<void> => {
    const started = generation.current;
    if (inflight.current?.generation === started) return inflight.current.promise;
    const run = (async () => {
      try {
        const { me } = await request(MeQuery, {}, { locale });
        if (generation.current !== started) return;
        setState(
          me.success && me.data
            ? { status: 'signed-in', user: toSessionUser(me.data) }
            : { status: 'signed-out', user: null },
        );
      } catch {
        // No answer (offline, API down): keep a known user; a first check that fails means signed out.
        if (generation.current === started)
          setState((s) => (s.status === 'loading' ? { status: 'signed-out', user: null } : s));
      }
    })();
    inflight.current = { promise: run, generation: started };
    void run.finally(() => {
      if (inflight.current?.promise === run) inflight.current = null;
    });
    return run;
  }, [locale]);

  const setUser = useCallback((user: SessionUser | null) => {
    generation.current += 1;
    setState(user ? { status: 'signed-in', user } : { status: 'signed-out', user: null });
  }, []);

  const logout = useCallback(async () => {
    try {
      const { logout: result } = await request(LogoutMutation, {}, { locale });
      if (!result.success) {
        toast({ type: 'error', message: result.message });
        return;
      }
    } catch {
      toast({ type: 'error', message: t(failureMessageKey()) });
      return;
    }
    setUser(null);
    clearClientState();
    router.replace('/');
    router.refresh();
  }, [locale, router, setUser, t, toast]);

  useEffect(() => {
    void refresh();
    const onFocus = () => void refresh();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, SESSION_REFRESH_MS);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refresh]);

  const value = useMemo<SessionValue>(
    () => ({ status: state.status, user: state.user, refresh, logout, setUser }),
    [state, refresh, logout, setUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
