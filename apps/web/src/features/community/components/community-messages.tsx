import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * Gives the community client components their catalogue on the pages that show them only (the
 * root layout ships a small set to every page). A nested provider replaces the outer messages,
 * so the rating stars' card texts (explore.card) come along.
 */
export async function CommunityMessages({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as AbstractIntlMessages;
  const explore = messages.explore as AbstractIntlMessages | undefined;
  const picked = { community: messages.community!, explore: { card: explore?.card ?? {} } };
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
