import { LRUCache } from 'lru-cache';
import type { SharedCache } from '../ports/index';

/**
 * At most this much JSON text in one process's cache: public answers are kept per query and
 * search text, so without a bound distinct searches would grow it until entries lapse.
 */
export const MEMORY_CACHE_MAX_CHARS = 64 * 1024 * 1024;

/** In-process SharedCache: the default when no Redis is configured. Values are copied as JSON so
 * a caller cannot mutate a cached entry, and so both caches behave the same. The least recently
 * used entries go first when the bound is reached (lru-cache). */
export function createMemoryCache(now: () => number = Date.now, maxChars = MEMORY_CACHE_MAX_CHARS): SharedCache {
  const entries = new LRUCache<string, { json: string; expiresAt: number }>({
    maxSize: maxChars,
    sizeCalculation: (entry, key) => entry.json.length + key.length,
  });
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
      const json = JSON.stringify(value);
      if (json.length + key.length > maxChars) return;
      entries.set(key, { json, expiresAt: now() + ttlMs });
    },
  };
}
