import { IntlMessageFormat } from 'intl-messageformat';
import { ar, en } from '../messages/index';
import { arabicTypographyIcu } from './arabic-typography';
import type { Locale } from './locales';

export type Messages = typeof en;

/** Every message of a catalogue through `set`, keeping the catalogue's shape. */
function mapMessages<T>(node: T, set: (message: string) => string): T {
  if (typeof node === 'string') return set(node) as T;
  return Object.fromEntries(
    Object.entries(node as Record<string, unknown>).map(([key, value]) => [key, mapMessages(value, set)]),
  ) as T;
}

/**
 * The catalogues as every page, e-mail and PDF shows them: the Arabic one set in Arabic-Indic
 * digits with isolated left-to-right runs (decision 0050), so its JSON stays plain to edit.
 */
// Pure: a client module importing a formatter from this package must not bundle every catalogue.
export const catalogs: Record<Locale, Messages> = { ar: /*#__PURE__*/ mapMessages(ar, arabicTypographyIcu), en };

/** Messages with ICU arguments (plural, select, number) go through intl-messageformat; the rest are simple. */
const ICU_ARGUMENT = /\{\s*\w+\s*,\s*(plural|selectordinal|select|number)\s*[,}]/;
// Numbers in Arabic messages are written with Arabic-Indic digits, as the formatters do (ar-EG).
const intlLocales: Record<Locale, string> = { ar: 'ar-EG', en: 'en-EG' };
const compiled = new Map<string, IntlMessageFormat>();

function formatIcu(locale: Locale, key: string, text: string, params: Record<string, string | number>): string {
  const id = `${locale}:${key}`;
  let format = compiled.get(id);
  if (!format) {
    format = new IntlMessageFormat(text, intlLocales[locale]);
    compiled.set(id, format);
  }
  return String(format.format(params));
}

/**
 * Looks a dotted key up in a catalogue; returns the key itself when missing (CI fails on gaps).
 * `{name}` is replaced by its parameter; messages with ICU plural or select arguments are
 * formatted by intl-messageformat, so Arabic gets its six plural forms.
 */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogs[locale]);
  const text = typeof found === 'string' ? found : key;
  if (ICU_ARGUMENT.test(text)) return formatIcu(locale, key, text, params);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** Every dotted key of a catalogue; the catalogue check compares both languages with it. */
export function flattenKeys(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    flattenKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}
