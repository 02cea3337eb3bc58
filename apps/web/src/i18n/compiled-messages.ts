import { catalogs, type Locale } from '@manara/i18n';
import compile from 'icu-minify/compile';
import type { AbstractIntlMessages } from 'next-intl';

type Catalog = (typeof catalogs)[Locale];

/** Every string of a catalogue compiled to icu-minify's form; nested namespaces keep their shape. */
export function compileMessages(messages: Record<string, unknown>): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? (compile(value) as unknown as string)
        : compileMessages(value as Record<string, unknown>),
    ]),
  ) as AbstractIntlMessages;
}

const compiled = new Map<Locale, Catalog>();

/**
 * The catalogue of a language, precompiled once per server process. next.config.ts points
 * use-intl's formatter at its precompiled-only variant, so the browser never downloads an ICU
 * parser (about 12 KB of the first-load JavaScript, docs/performance.md; decision 0019). Every message
 * handed to next-intl must therefore come from here.
 */
export function compiledCatalog(locale: Locale): Catalog {
  let catalog = compiled.get(locale);
  if (!catalog) {
    // A JSON round trip: icu-minify builds plural branches on null-prototype objects, which React
    // cannot pass to client components.
    catalog = JSON.parse(JSON.stringify(compileMessages(catalogs[locale]))) as Catalog;
    compiled.set(locale, catalog);
  }
  return catalog;
}
