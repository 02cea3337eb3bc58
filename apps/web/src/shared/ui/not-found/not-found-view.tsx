import type { ReactNode } from 'react';
import { CompassIcon } from '@/shared/ui/icons/compass-icon';
import { buttonStyles } from '@/shared/ui/styles';
import { CurrentPath } from './current-path';

export interface NotFoundTexts {
  heading: string;
  /** shell.notFound.message formatted with pathMarker as the path; the browser puts the real path there. */
  message: string;
  body: string;
  home: string;
}

/** Stands in for {path} when the message is formatted on the server. */
export const pathMarker = '\u2063path\u2063';

/** The texts from a translator of shell.notFound (next-intl's server or standalone one). */
export function notFoundTexts(
  t: (key: 'heading' | 'message' | 'body' | 'home', values?: { path: string }) => string,
): NotFoundTexts {
  return { heading: t('heading'), message: t('message', { path: pathMarker }), body: t('body'), home: t('home') };
}

/**
 * docs/product/shell.md: 'Page Not Found: {path}' (translated) with the real path (including /en), and a link home. A server
 * component: only the path is filled in by the browser, so 404 boundaries add next to nothing to
 * every page's JavaScript. `link` renders the home link (the language's Link, or a plain anchor).
 */
export function NotFoundView({
  texts,
  link,
}: {
  texts: NotFoundTexts;
  link: (className: string, children: ReactNode) => ReactNode;
}) {
  const [before, after = ''] = texts.message.split(pathMarker);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        <CompassIcon size={30} />
      </span>
      <h1 className="mt-6 text-2xl font-bold text-fg sm:text-3xl">{texts.heading}</h1>
      {/* 'Page Not Found: {path}' in the page's language (decision 0050), the path isolated left to right. */}
      <p className="mt-3 rounded-lg bg-surface-muted px-3 py-1.5 text-sm text-fg-muted [overflow-wrap:anywhere]">
        {before}
        <bdi dir="ltr" className="font-mono">
          <CurrentPath />
        </bdi>
        {after}
      </p>
      <p className="mt-3 text-lg text-fg-muted">{texts.body}</p>
      {link(`${buttonStyles.primary} mt-8`, texts.home)}
    </section>
  );
}
