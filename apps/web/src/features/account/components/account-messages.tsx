import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * Gives the settings forms their catalogue on the page that shows them only (the root layout
 * ships a small set to every page). A nested provider replaces the outer messages, so the
 * shared form parts' texts (auth, common) come along.
 */
export async function AccountMessages({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as AbstractIntlMessages;
  const picked = { account: messages.account!, auth: messages.auth!, common: messages.common! };
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
