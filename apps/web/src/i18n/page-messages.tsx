import type { Locale } from '@manara/i18n';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { IntlProvider } from './react/intl-provider';
import type { CompiledMessages } from './react/translator';

/**
 * Hands the client components below the catalogue namespaces they use, on the pages that show
 * them only; they join the namespaces the root layout ships to every page.
 */
export async function PageMessages({ namespaces, children }: { namespaces: string[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  const picked = Object.fromEntries(namespaces.filter((name) => name in messages).map((name) => [name, messages[name]]));
  return (
    <IntlProvider locale={locale as Locale} messages={picked as CompiledMessages}>
      {children}
    </IntlProvider>
  );
}
