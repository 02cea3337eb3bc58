import type { Redis } from 'ioredis';
import type { Logger, RateLimiter } from '@manara/domain';

/**
 * Fixed window from the first hit, like the PostgreSQL counters: INCR, and on the first hit set
 * the expiry, atomically in one script so a crash between the two cannot leave an eternal key.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

/**
 * Rate-limit counters in Redis so every API copy agrees (scale-out). While Redis is
 * unreachable the PostgreSQL counters take over: limits keep holding, just from another store.
 */
export function createRedisRateLimiter(
  redis: Redis,
  fallback: RateLimiter,
  logger: Logger,
  prefix = 'manara:rl:',
): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      try {
        const [count, ttlMs] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowSeconds * 1000))) as [
          number,
          number,
        ];
        return { allowed: count <= limit, retryAfterSeconds: Math.max(0, Math.ceil(ttlMs / 1000)) };
      } catch (error) {
        logger.warn({ err: (error as Error).message, key }, 'redis rate limit failed; using the database counter');
        return fallback.hit(key, limit, windowSeconds);
      }
    },
  };
}
