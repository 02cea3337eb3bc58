import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStartupLock } from '../../startup-lock';
import { createTestDatabase, type TestDatabase } from '../../testing/index';
import { ensureAppSecret } from './app-secrets';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.destroy());

describe('ensureAppSecret', () => {
  it('keeps the first stored value, so every API copy ends up with the same key', async () => {
    const results = await Promise.all(
      ['first', 'second', 'third'].map((candidate) => ensureAppSecret(database.db, 'video', candidate)),
    );
    expect(new Set(results).size).toBe(1);
    expect(await ensureAppSecret(database.db, 'video', 'later')).toBe(results[0]);
    expect(await ensureAppSecret(database.db, 'upload', 'other')).toBe('other');
  });
});

describe('withStartupLock', () => {
  it('runs start-up work one copy at a time and hands back its result', async () => {
    let running = 0;
    let overlapped = false;
    const work = async (n: number) => {
      running += 1;
      if (running > 1) overlapped = true;
      await new Promise((r) => setTimeout(r, 50));
      running -= 1;
      return n;
    };
    const results = await Promise.all([1, 2, 3].map((n) => withStartupLock(database, () => work(n))));
    expect(results).toEqual([1, 2, 3]);
    // On PGlite there is one owner and no lock; on a server the advisory lock serialises.
    if (database.kind === 'postgres') expect(overlapped).toBe(false);
  });
});
