'use client';
import { useTranslations } from '#intl';
import { useEffect } from 'react';

/**
 * While there are unsaved changes, leaving asks first: closing or reloading the tab (the browser's
 * own prompt) and following a link inside the site (which the app routes without unloading).
 */
export function useUnsavedWarning(dirty: boolean) {
  const t = useTranslations('studio.editor');
  const question = t('leaveWithUnsaved');
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank') return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture: before the app's navigation listener routes the click.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, question]);
}
