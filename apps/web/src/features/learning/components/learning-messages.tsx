import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

/**
 * Gives the learning pages' client components the `learning` catalogue, and only on these
 * pages (the root layout ships a small set to every page). A nested provider replaces the
 * messages of the outer one, so client components below use `learning` keys (and the pagination's) only.
 */
export async function LearningMessages({ children }: { children: ReactNode }) {
  const messages = (await getMessages()) as AbstractIntlMessages;
  const explore = messages.explore as AbstractIntlMessages | undefined;
  // Pagination (catalogue) reads explore.pagination; nothing else of that catalogue is needed here.
  const picked = { learning: messages.learning!, explore: { pagination: explore?.pagination ?? {} } };
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
