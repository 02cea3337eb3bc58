import { Redis } from 'ioredis';
import type { Logger } from '@manara/domain';

/**
 * One Redis connection per API process. Commands fail at once while Redis is unreachable (no
 * offline queue, one retry) so callers fall back instead of hanging a request; the client keeps
 * reconnecting in the background.
 */
export function createRedisClient(url: string, logger: Logger): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ err: error.message }, 'redis unreachable; falling back until it returns');
  });
  client.on('ready', () => {
    if (down) logger.info({}, 'redis reachable again');
    down = false;
  });
  return client;
}
