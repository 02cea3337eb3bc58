import { programSlug } from '@manara/db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** docs/product/shell.md: a parameter in the 8-4-4-4-12 hexadecimal form is an id; anything else is a slug. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export type IdOrSlugKey = { id: string } | { slug: string };

/**
 * The lookup key for a route parameter: by id when UUID-shaped (lower-cased), else by slug, spelled
 * the way slugs are made (`programSlug`: "Warm-Up Routines" → "warm-up-routines"), so a link typed
 * in capitals finds its page and the web redirects to the stored spelling (docs/product/shell.md).
 * A parameter that leaves nothing once folded (an Arabic word) is looked up as given.
 */
export function idOrSlugKey(value: string): IdOrSlugKey {
  const trimmed = value.trim();
  return isUuid(trimmed) ? { id: trimmed.toLowerCase() } : { slug: programSlug(trimmed) || trimmed };
}
