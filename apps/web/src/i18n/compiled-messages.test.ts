import { catalogs, locales } from '@manara/i18n';
import format from 'icu-minify/format';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compiledCatalog } from './compiled-messages';
import { intlFormatters as formatters } from './react/intl-formatters';

function leaves(node: unknown, path: string[] = []): [string, unknown][] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [[path.join('.'), node]];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, [...path, key]));
}

/** Values for every argument and tag a message names: numbers (so plurals pick a branch), tags wrap their text. */
function valuesFor(message: string, count: number): Record<string, number | ((chunks: unknown[]) => string)> {
  const values: Record<string, number | ((chunks: unknown[]) => string)> = {};
  for (const [, name] of message.matchAll(/\{\s*(\w+)/g)) values[name!] = count;
  for (const [, tag] of message.matchAll(/<(\w+)>/g)) values[tag!] = (chunks) => `[${chunks.join('')}]`;
  return values;
}

const flat = (result: unknown) => (Array.isArray(result) ? result.join('') : String(result));

/** Whether React can hand the value to a client component: plain objects and arrays all the way down. */
function plain(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== Array.prototype) return false;
  return Object.values(value).every(plain);
}

describe('precompiled catalogues', () => {
  it.each(locales)('are plain data a server component can pass to the browser (%s)', (locale) => {
    expect(plain(compiledCatalog(locale))).toBe(true);
  });

  it.each(locales)('format every %s message exactly as the ICU runtime does', (locale) => {
    const compiled = new Map(leaves(compiledCatalog(locale)));
    const raw = leaves(catalogs[locale]);
    expect(compiled.size).toBe(raw.length);
    for (const [key, message] of raw) {
      for (const count of [1, 2, 11]) {
        const values = valuesFor(String(message), count);
        const expected = flat(new IntlMessageFormat(String(message), locale).format(values));
        const actual = flat(
          format(compiled.get(key) as never, locale, values as never, { formatters, timeZone: 'Africa/Cairo' }),
        );
        expect([key, actual]).toEqual([key, expected]);
      }
    }
  });
});
