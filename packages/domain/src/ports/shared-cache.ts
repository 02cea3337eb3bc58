/**
 * A small key–value cache for data every API copy may serve slightly stale (categories, public
 * lists). In-process by default; Redis when REDIS_URL is set, so several copies share one entry
 * and one expiry instead of each reloading on its own schedule.
 */
export interface SharedCache {
  /** The cached JSON value, or undefined when absent or expired. Errors count as a miss. */
  get(key: string): Promise<unknown>;
  /** Stores a JSON-serialisable value for `ttlMs`. Errors are logged and ignored. */
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
}
