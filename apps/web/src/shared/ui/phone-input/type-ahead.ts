import { normalizeSearchText } from '@manara/i18n';

/** docs/product/accounts.md: typed letters build one search that starts over after 700 ms of quiet. */
export const TYPE_AHEAD_RESET_MS = 700;

export interface TypeAheadState {
  text: string;
  at: number;
}

/** Adds a typed character to the search, starting afresh when the last one is older than the reset time. */
export function typeAhead(state: TypeAheadState, char: string, now: number): TypeAheadState {
  return { text: now - state.at > TYPE_AHEAD_RESET_MS ? char : state.text + char, at: now };
}

/**
 * The option a search lands on: a name (Arabic folded, case-insensitive) starting with the text,
 * else a dial code starting with its digits. One letter pressed again and again moves on from
 * the current option through the names starting with it, as native selects do.
 */
export function findTypeAheadMatch(
  options: ReadonlyArray<{ name: string; dialCode: string }>,
  text: string,
  current: number,
): number {
  const query = normalizeSearchText(text);
  if (!query) return -1;
  const names = options.map((o) => normalizeSearchText(o.name));
  const single = [...query].every((c) => c === query[0]);
  const needle = single ? query[0]! : query;
  const start = single ? current + 1 : 0;
  for (let step = 0; step < names.length; step++) {
    const i = (start + step) % names.length;
    if (names[i]!.startsWith(needle)) return i;
  }
  const digits = query.replace(/\D/g, '');
  return digits ? options.findIndex((o) => o.dialCode.replace(/\D/g, '').startsWith(digits)) : -1;
}
