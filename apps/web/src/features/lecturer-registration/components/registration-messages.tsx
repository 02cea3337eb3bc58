import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * Gives the registration form its catalogue on this page only. A nested provider replaces the
 * outer messages, so the shared form parts' texts (auth, common) come along.
 */
export async function RegistrationMessages({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as AbstractIntlMessages;
  const picked = { lecturer: messages.lecturer!, auth: messages.auth!, common: messages.common! };
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
