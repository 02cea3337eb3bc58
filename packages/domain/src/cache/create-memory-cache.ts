import type { SharedCache } from '../ports/index';

/** In-process SharedCache: the default when no Redis is configured. Values are copied as JSON so
 * a caller cannot mutate a cached entry, and so both caches behave the same. */
export function createMemoryCache(now: () => number = Date.now): SharedCache {
  const entries = new Map<string, { json: string; expiresAt: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return JSON.parse(entry.json);
    },
    async set(key, value, ttlMs) {
      entries.set(key, { json: JSON.stringify(value), expiresAt: now() + ttlMs });
    },
  };
}
