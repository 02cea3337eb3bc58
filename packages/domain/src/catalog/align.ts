/** Rows in the order of `keys` (DataLoader's contract): one entry per key, `fallback` when absent. */
export function alignBy<K, R, V = R>(
  keys: readonly K[],
  rows: R[],
  keyOf: (row: R) => K,
  fallback: () => V,
  map?: (row: R) => V,
): V[] {
  const byKey = new Map<K, V>();
  for (const row of rows) byKey.set(keyOf(row), map ? map(row) : (row as unknown as V));
  return keys.map((key) => byKey.get(key) ?? fallback());
}

/** Rows grouped under each of `keys`, keeping the rows' order. */
export function groupBy<K, R, V = R>(keys: readonly K[], rows: R[], keyOf: (row: R) => K, map?: (row: R) => V): V[][] {
  const groups = new Map<K, V[]>(keys.map((key) => [key, []]));
  for (const row of rows) groups.get(keyOf(row))?.push(map ? map(row) : (row as unknown as V));
  return keys.map((key) => groups.get(key) ?? []);
}
