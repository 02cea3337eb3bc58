import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/index';
import { hitRateLimit } from './rate-limits';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('hitRateLimit', () => {
  it('counts hits within a window and restarts after it', async () => {
    const t0 = new Date('2026-01-01T10:00:00Z');
    expect((await hitRateLimit(database.db, 'k', 60, t0)).count).toBe(1);
    expect((await hitRateLimit(database.db, 'k', 60, new Date(t0.getTime() + 1000))).count).toBe(2);
    const later = await hitRateLimit(database.db, 'k', 60, new Date(t0.getTime() + 61_000));
    expect(later.count).toBe(1);
    expect(later.resetAt.getTime()).toBe(t0.getTime() + 121_000);
  });

  it('keeps keys apart', async () => {
    const now = new Date('2026-01-01T10:00:00Z');
    await hitRateLimit(database.db, 'a', 60, now);
    expect((await hitRateLimit(database.db, 'b', 60, now)).count).toBe(1);
  });
});
