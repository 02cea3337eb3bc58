import type { Locale } from '@manara/i18n';
import { getLocale, getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from './pick-messages';
import { IntlProvider } from './react/intl-provider';
import type { CompiledMessages } from './react/translator';

/**
 * Hands the client components below the catalogue namespaces (or parts, `cart.actions`) they
 * use: the root layout's few for every page, and each page's own, which join the outer ones.
 */
export async function PageMessages({ namespaces, children }: { namespaces: string[]; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <IntlProvider locale={locale as Locale} messages={pickMessages(messages as CompiledMessages, namespaces)}>
      {children}
    </IntlProvider>
  );
}
