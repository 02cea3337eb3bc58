import { defaultLocale, directionOf } from '@manara/i18n';
import type { Metadata } from 'next';
import { createTranslator } from 'next-intl';
import { compiledCatalog } from '@/i18n/compiled-messages';
import { NotFoundView, notFoundTexts } from '@/shared/ui/not-found/not-found-view';
import './globals.css';

const t = createTranslator({
  locale: defaultLocale,
  messages: compiledCatalog(defaultLocale),
  namespace: 'shell.notFound',
});

export const metadata: Metadata = { title: t('metaTitle') };

/**
 * 404 for paths outside any language segment (e.g. /something.png, which skips the proxy):
 * those are bare paths, so Arabic. No client provider: this boundary's code is part of every
 * page's first load, so it stays a server component.
 */
export default function RootNotFound() {
  return (
    <html lang={defaultLocale} dir={directionOf(defaultLocale)}>
      <body className="flex min-h-dvh flex-col bg-surface text-fg antialiased">
        <main id="main" className="flex-1">
          <NotFoundView
            texts={notFoundTexts(t)}
            link={(className, children) => (
              <a href="/" className={className}>
                {children}
              </a>
            )}
          />
        </main>
      </body>
    </html>
  );
}
