import type { Locale } from '@manara/i18n';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from './pick-messages';
import { IntlProvider } from './react/intl-provider';
import type { CompiledMessages } from './react/translator';

/**
 * Hands the client components below the catalogue namespaces (or parts, `cart.actions`) they
 * use, on the pages that show them only; they join what the root layout ships to every page.
 */
export async function PageMessages({ namespaces, children }: { namespaces: string[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <IntlProvider locale={locale as Locale} messages={pickMessages(messages as CompiledMessages, namespaces)}>
      {children}
    </IntlProvider>
  );
}
