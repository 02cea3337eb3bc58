import { directionOf, isLocale } from '@manara/i18n';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { preload } from 'react-dom';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AnalyticsRecorder } from '@/features/analytics/components/analytics-recorder';
import { SessionProvider } from '@/features/auth/components/session-provider';
import { LazyLoadingBar } from '@/shared/ui/loading-bar/lazy-loading-bar';
import { ClientNavigation } from '@/shared/ui/navigation/client-navigation';
import { ThemeScript } from '@/shared/ui/theme/theme-script';
import { ToastProvider } from '@/shared/ui/toast/toast-provider';
import { PageMessages } from '@/i18n/page-messages';
import { asLocale, type LocaleParams } from '@/i18n/locale-params';
import { webBaseUrl } from '@/shared/config/server-env';
import { coreFontUrls } from '../fonts/core-font-urls';
import '../globals.css';

/**
 * Catalogue parts every page's client components need: the header, menus, search dialog,
 * notifications, toasts, the session's failure texts and the small shared labels (pagination,
 * program types). Pages add their own with PageMessages, so each ships only its own texts.
 */
const clientMessages = [
  'common',
  'nav',
  'shell',
  'search',
  'notifications.panel',
  'auth.errors',
  'explore.pagination',
  'explore.types',
];

/**
 * No page is rendered at build time: public pages read catalogue data from the API, which is not
 * running during `next build`. Each page is rendered on its first visit per language and then
 * served from the cache (revalidated where it holds data). See docs/decisions/0010.
 */
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'common' });
  return {
    metadataBase: new URL(webBaseUrl()),
    title: { default: t('brand'), template: `%s | ${t('brand')}` },
    description: t('tagline'),
    applicationName: t('brand'),
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#141117' },
  ],
};

/**
 * The document for both languages: lang and dir, theme before paint, messages, toasts, the
 * session (read in the browser, so pages stay static: docs/ARCHITECTURE.md) and the loading bar.
 */
export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  // The faces the first paint needs, fetched with the HTML: with font-display: optional the
  // browser then paints once, in the web font, instead of shifting when a late face arrives.
  for (const subset of locale === 'ar'
    ? (['arabic', 'latin-basic'] as const)
    : (['latin-basic', 'latin-letters'] as const)) {
    for (const href of Object.values(coreFontUrls[subset]))
      preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  }
  return (
    <html lang={locale} dir={directionOf(locale)} suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body className="flex min-h-dvh flex-col bg-surface text-fg antialiased">
        <PageMessages namespaces={clientMessages}>
          <ToastProvider>
            <SessionProvider>
              <LazyLoadingBar />
              <ClientNavigation />
              <AnalyticsRecorder />
              {children}
            </SessionProvider>
          </ToastProvider>
        </PageMessages>
      </body>
    </html>
  );
}
