import { randomUUID } from 'node:crypto';
import type { RateLimiter } from '@manara/domain';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../testing/test-server';
import { createRedisCache } from './redis-cache';
import { createRedisClient } from './redis-client';
import { createRedisRateLimiter } from './redis-rate-limiter';

// The machine's Redis (.ci/run starts it when it is down); each test uses its own key prefix.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A client that has finished connecting (commands before that fail fast by design). */
const clients: Redis[] = [];
async function connected(): Promise<Redis> {
  const client = createRedisClient(REDIS_URL, silentLogger);
  clients.push(client);
  await new Promise((resolve) => client.once('ready', resolve));
  return client;
}

const refuseAll: RateLimiter = { hit: async () => ({ allowed: false, retryAfterSeconds: 99 }) };

describe('Redis adapters', () => {
  let redis: Redis;
  let unreachable: Redis;
  beforeAll(async () => {
    redis = await connected();
    // Port 1 never answers: every command fails at once.
    unreachable = createRedisClient('redis://127.0.0.1:1', silentLogger);
  });
  afterAll(() => {
    for (const client of [...clients, unreachable]) client.disconnect();
  });

  it('counts hits in one fixed window shared by every limiter on the same Redis', async () => {
    const prefix = `test:${randomUUID()}:`;
    const first = createRedisRateLimiter(redis, refuseAll, silentLogger, prefix);
    const second = createRedisRateLimiter(await connected(), refuseAll, silentLogger, prefix);
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await (i % 2 === 0 ? first : second).hit('login:1.2.3.4', 3, 60));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false, false]);
    expect(results[4]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[4]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await redis.pttl(`${prefix}login:1.2.3.4`)).toBeGreaterThan(0);
  });

  it('starts a new window once the old one expires', async () => {
    const limiter = createRedisRateLimiter(redis, refuseAll, silentLogger, `test:${randomUUID()}:`);
    expect((await limiter.hit('k', 1, 1)).allowed).toBe(true);
    expect((await limiter.hit('k', 1, 1)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await limiter.hit('k', 1, 1)).allowed).toBe(true);
  });

  it('falls back to the database limiter while Redis is unreachable', async () => {
    const limiter = createRedisRateLimiter(unreachable, refuseAll, silentLogger);
    expect(await limiter.hit('k', 100, 60)).toEqual({ allowed: false, retryAfterSeconds: 99 });
  });

  it('shares cached JSON values with an expiry, and reads a miss while Redis is unreachable', async () => {
    const prefix = `test:${randomUUID()}:`;
    const cache = createRedisCache(redis, silentLogger, prefix);
    const other = createRedisCache(await connected(), silentLogger, prefix);
    expect(await cache.get('categories')).toBeUndefined();
    await cache.set('categories', [{ id: 'a', name: 'علوم' }], 300);
    expect(await other.get('categories')).toEqual([{ id: 'a', name: 'علوم' }]);
    await new Promise((r) => setTimeout(r, 400));
    expect(await other.get('categories')).toBeUndefined();

    const down = createRedisCache(unreachable, silentLogger);
    await down.set('x', 1, 1000);
    expect(await down.get('x')).toBeUndefined();
  });
});
