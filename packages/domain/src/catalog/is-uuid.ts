const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** docs/product/shell.md: a parameter in the 8-4-4-4-12 hexadecimal form is an id; anything else is a slug. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export type IdOrSlugKey = { id: string } | { slug: string };

/** The lookup key for a route parameter: by id when UUID-shaped (lower-cased), else by slug. */
export function idOrSlugKey(value: string): IdOrSlugKey {
  const trimmed = value.trim();
  return isUuid(trimmed) ? { id: trimmed.toLowerCase() } : { slug: trimmed };
}
