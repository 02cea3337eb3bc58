import { useTranslations } from '#intl';

/** First focusable element on every page: jumps to <main id="main">. `not-sr-only` clears padding, so focus sets it again. */
export function SkipLink() {
  const t = useTranslations('nav');
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-lg bg-accent px-4 py-2 font-medium text-on-accent focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:px-4 focus:py-2"
    >
      {t('skipToContent')}
    </a>
  );
}
