'use client';
import type { Locale } from '@manara/i18n';
import { use, useMemo, type ReactNode } from 'react';
import { mergeMessages } from '../pick-messages';
import { IntlContext } from './intl-context';
import type { CompiledMessages } from './translator';

/**
 * Hands client components their language and the catalogue namespaces a layout picked for them.
 * A nested provider adds its namespaces (or parts of them) to the outer ones, so a page ships only
 * its own texts.
 */
export function IntlProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: CompiledMessages;
  children: ReactNode;
}) {
  const outer = use(IntlContext);
  const value = useMemo(
    () => ({ locale, messages: outer ? mergeMessages(outer.messages, messages) : messages }),
    [locale, messages, outer],
  );
  return <IntlContext value={value}>{children}</IntlContext>;
}
