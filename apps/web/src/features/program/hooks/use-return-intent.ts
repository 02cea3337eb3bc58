'use client';
import { useEffect, useRef } from 'react';
import { readReturnIntent, withoutReturnIntent, type ReturnIntent } from '@/shared/auth/login-href';

/**
 * Finishes, once, what a visitor started before logging in or signing up (buy now, enrol for free):
 * the page came back with `?then=…` in its address. The intent leaves the address first, so a
 * reload or the back button does not repeat it. `ready` is false until the viewer's state is known.
 */
export function useReturnIntent(ready: boolean, finish: (intent: ReturnIntent) => void) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    const intent = readReturnIntent(window.location.search);
    if (!intent) return;
    done.current = true;
    window.history.replaceState(window.history.state, '', withoutReturnIntent(window.location.href));
    finish(intent);
  }, [ready, finish]);
}
