import { useTranslations } from '#intl';

/** First focusable element on every page: jumps to <main id="main">. */
export function SkipLink() {
  const t = useTranslations('nav');
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded-lg bg-accent px-4 py-2 font-medium text-on-accent focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
    >
      {t('skipToContent')}
    </a>
  );
}
