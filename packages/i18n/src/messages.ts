import { ar, en } from '../messages/index';
import type { Locale } from './locales';

export type Messages = typeof en;
export const catalogs: Record<Locale, Messages> = { ar, en };

/** Looks a dotted key up in a catalogue; returns the key itself when missing (CI fails on gaps). */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const found = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogs[locale]);
  const text = typeof found === 'string' ? found : key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** Every dotted key of a catalogue; the catalogue check compares both languages with it. */
export function flattenKeys(node: unknown, prefix = ''): string[] {
  if (!node || typeof node !== 'object') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    flattenKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}
