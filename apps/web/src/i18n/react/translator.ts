import format, { type CompiledMessage } from 'icu-minify/format';
import { cloneElement, isValidElement, type ReactNode } from 'react';
import { intlFormatters } from './intl-formatters';

/** A catalogue subtree: namespaces hold namespaces or precompiled messages (compiled-messages.ts). */
export type CompiledMessages = { [key: string]: CompiledMessages | CompiledMessage };

type Plain = string | number | boolean | Date;
export type TranslationValues = Record<string, Plain>;
export type RichTranslationValues = Record<string, Plain | ((chunks: ReactNode) => ReactNode)>;
export type MarkupTranslationValues = Record<string, Plain | ((chunks: string) => string)>;

export interface Translator {
  (key: string, values?: TranslationValues): string;
  rich(key: string, values?: RichTranslationValues): ReactNode;
  markup(key: string, values?: MarkupTranslationValues): string;
}

const timeZone = 'Africa/Cairo';

function lookup(messages: CompiledMessages, path: string): CompiledMessages | CompiledMessage | undefined {
  let node: CompiledMessages | CompiledMessage | undefined = messages;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = node[part];
  }
  return node;
}

const joined = (result: unknown) => (Array.isArray(result) ? result.join('') : String(result));

/**
 * next-intl's translator over messages precompiled on the server, without its client runtime
 * (decision 0026). A missing key logs and shows `namespace.key`, as next-intl does.
 */
export function createTranslator(locale: string, messages: CompiledMessages, namespace?: string): Translator {
  const pathOf = (key: string) => (namespace ? `${namespace}.${key}` : key);
  const run = (key: string, values: Record<string, unknown> | undefined): unknown => {
    const message = lookup(messages, pathOf(key));
    if (typeof message !== 'string' && !Array.isArray(message)) {
      console.error(`Missing message: ${pathOf(key)} (${locale})`);
      return pathOf(key);
    }
    return format(message, locale, values as never, { formatters: intlFormatters, timeZone });
  };

  const t = ((key, values) => joined(run(key, values))) as Translator;
  t.markup = (key, values) => {
    const asText =
      values &&
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'function' ? (chunks: unknown[]) => value(chunks.join('')) : value,
        ]),
      );
    return joined(run(key, asText));
  };
  t.rich = (key, values) => {
    // Tags become elements side by side in one array; React needs a key on each.
    let index = 0;
    const keyed =
      values &&
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [
          name,
          typeof value === 'function'
            ? (chunks: ReactNode) => {
                const element = value(chunks);
                return isValidElement(element) ? cloneElement(element, { key: `${name}-${index++}` }) : element;
              }
            : value,
        ]),
      );
    return run(key, keyed) as ReactNode;
  };
  return t;
}
