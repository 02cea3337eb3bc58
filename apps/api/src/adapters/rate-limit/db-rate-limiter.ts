import { hitRateLimit } from '@manara/db';
import type { Db } from '@manara/db';
import type { RateLimiter } from '@manara/domain';

/** Rate-limit counters in PostgreSQL, so every API copy shares them when no Redis is configured. */
export function createDbRateLimiter(db: Db, now: () => Date = () => new Date()): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const { count, resetAt } = await hitRateLimit(db, key, windowSeconds, now());
      const retryAfterSeconds = Math.max(0, Math.ceil((resetAt.getTime() - now().getTime()) / 1000));
      return { allowed: count <= limit, retryAfterSeconds };
    },
  };
}
