import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * The social sign-in texts, only on the pages that show the button. A nested provider replaces
 * the outer messages, so the shared form parts' texts (auth, common) come along.
 */
export async function SocialMessages({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as AbstractIntlMessages;
  const picked = { social: messages.social!, auth: messages.auth!, common: messages.common! };
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
