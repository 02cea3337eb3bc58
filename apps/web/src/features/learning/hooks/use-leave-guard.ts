'use client';
import { useEffect, useRef } from 'react';

/**
 * Asks before leaving while `active`: the browser's own prompt on reload or close, and a
 * confirm on in-app links (client navigation never fires beforeunload). The link listener
 * runs in the capture phase, before Next's Link handles the click.
 */
export function useLeaveGuard(active: boolean, message: string) {
  const state = useRef({ active, message });
  state.current = { active, message };

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!state.current.active) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!state.current.active || event.defaultPrevented || event.button !== 0) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
      if (new URL(link.href, window.location.href).pathname === window.location.pathname) return;
      if (window.confirm(state.current.message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, []);
}
