const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** docs/product/shell.md: a route parameter in the 8-4-4-4-12 hexadecimal form is an id; anything else a slug. */
export function isUuid(value: string): boolean {
  return UUID.test(value.trim());
}

/** A route segment as the API expects it (params may arrive percent-encoded). */
export function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value).trim();
  } catch {
    return value.trim();
  }
}
