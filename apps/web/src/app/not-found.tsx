import { catalogs, defaultLocale, directionOf } from '@manara/i18n';
import type { Metadata } from 'next';
import { NotFoundView } from '@/shared/components/not-found/not-found-view';
import { StandaloneIntlProvider } from '@/shared/components/not-found/standalone-intl-provider';
import './globals.css';

export const metadata: Metadata = { title: catalogs[defaultLocale].shell.notFound.metaTitle };

/**
 * 404 for paths outside any language segment (e.g. /something.png, which skips the proxy):
 * those are bare paths, so Arabic.
 */
export default function RootNotFound() {
  return (
    <html lang={defaultLocale} dir={directionOf(defaultLocale)}>
      <body className="flex min-h-dvh flex-col bg-surface text-fg antialiased">
        <StandaloneIntlProvider locale={defaultLocale} messages={{ common: catalogs[defaultLocale].common, shell: catalogs[defaultLocale].shell }}>
          <main id="main" className="flex-1">
            <NotFoundView />
          </main>
        </StandaloneIntlProvider>
      </body>
    </html>
  );
}
