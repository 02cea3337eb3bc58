import type { Redis } from 'ioredis';
import type { Logger, SharedCache } from '@manara/domain';

/** SharedCache in Redis (JSON values, PX expiry). An unreachable Redis reads as a miss. */
export function createRedisCache(redis: Redis, logger: Logger, prefix = 'manara:cache:'): SharedCache {
  return {
    async get(key) {
      try {
        const json = await redis.get(prefix + key);
        return json === null ? undefined : JSON.parse(json);
      } catch (error) {
        logger.warn({ err: (error as Error).message, key }, 'redis cache read failed');
        return undefined;
      }
    },
    async set(key, value, ttlMs) {
      try {
        await redis.set(prefix + key, JSON.stringify(value), 'PX', Math.max(1, Math.round(ttlMs)));
      } catch (error) {
        logger.warn({ err: (error as Error).message, key }, 'redis cache write failed');
      }
    },
  };
}
