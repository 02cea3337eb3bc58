/**
 * Where the catalogue generation lives in the shared cache (decision 0075), and for how long: longer
 * than any catalogue entry; a generation that lapses is replaced, which only empties the cache.
 */
export const CATALOGUE_GENERATION = { key: 'catalogue:generation', ttlMs: 24 * 60 * 60 * 1000 } as const;

/** Where a catalogue entry lives in the shared cache: under the generation it was made in. */
export const catalogueEntryKey = (generation: string, key: string) => `catalogue:${generation}:${key}`;
