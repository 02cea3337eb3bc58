'use client';
import { useTranslations } from '#intl';
import { useSyncExternalStore } from 'react';
import { MoonIcon, SunIcon } from '@/shared/ui/icons/shell-icons';
import { THEME_CHANGE_EVENT, THEME_STORAGE_KEY } from './theme-storage';

const darkQuery = '(prefers-color-scheme: dark)';

function isDark(): boolean {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'dark' || chosen === 'light') return chosen === 'dark';
  return window.matchMedia(darkQuery).matches;
}

function subscribe(onChange: () => void) {
  const media = window.matchMedia(darkQuery);
  media.addEventListener('change', onChange);
  window.addEventListener(THEME_CHANGE_EVENT, onChange);
  return () => {
    media.removeEventListener('change', onChange);
    window.removeEventListener(THEME_CHANGE_EVENT, onChange);
  };
}

/** Light/dark switch: follows the system until pressed, then stores the choice. */
export function ThemeToggle({ className = '', withLabel = false }: { className?: string; withLabel?: boolean }) {
  const t = useTranslations('shell.theme');
  const dark = useSyncExternalStore(subscribe, isDark, () => null);

  const toggle = () => {
    const next = isDark() ? 'light' : 'dark';
    document.documentElement.dataset.theme = next;
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page only.
    }
    window.dispatchEvent(new Event(THEME_CHANGE_EVENT));
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={dark ?? undefined}
      aria-label={withLabel ? undefined : t('dark')}
      className={className}
    >
      <MoonIcon className="theme-light-only" />
      <SunIcon className="theme-dark-only" />
      {withLabel ? <span>{t('dark')}</span> : null}
    </button>
  );
}
