'use client';
import { useEffect } from 'react';
import { AlertIcon } from '@/shared/ui/icons/alert-icon';
import { signalLoadingBarError } from '@/shared/ui/loading-bar/loading-bar-events';
import { buttonStyles } from '@/shared/ui/styles';
import { useIsBot } from './use-is-bot';

export interface ErrorTexts {
  title: string;
  body: string;
  home: string;
  retry: string;
  plain: string;
}

/**
 * docs/product/shell.md error page: 'oops, something went wrong', 'refresh the page or try again later' and a
 * button home. Crawlers get one plain sentence instead, so the page is never indexed as content.
 */
export function ErrorView({ texts, homeHref, onRetry }: { texts: ErrorTexts; homeHref: string; onRetry?: () => void }) {
  const bot = useIsBot();
  useEffect(() => signalLoadingBarError(), []);

  if (bot) return <p className="p-8">{texts.plain}</p>;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <meta name="robots" content="noindex" />
      <span className="flex size-16 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        <AlertIcon size={30} />
      </span>
      <h1 className="mt-6 text-3xl font-bold text-fg">{texts.title}</h1>
      <p className="mt-3 text-lg text-fg-muted">{texts.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={homeHref} className={buttonStyles.primary}>
          {texts.home}
        </a>
        {onRetry ? (
          <button type="button" onClick={onRetry} className={buttonStyles.secondary}>
            {texts.retry}
          </button>
        ) : null}
      </div>
    </section>
  );
}
