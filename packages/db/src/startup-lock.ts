import type { Database } from './client';

/** Arbitrary but fixed: every API copy of this platform takes the same advisory lock. */
const STARTUP_LOCK_KEY = 72_616_201;

/**
 * Runs `work` (migrations, demo seeding) while holding a PostgreSQL advisory lock, so several API
 * copies starting together against one server apply migrations once, one after another. PGlite
 * has a single owner and needs no lock.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (!database.pool) return work();
  const client = await database.pool.connect();
  try {
    // Polled rather than a blocking pg_advisory_lock: the pool's query timeout would cut a long
    // wait short while another copy imports the demo content.
    while (
      !(await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [STARTUP_LOCK_KEY]))
        .rows[0]!.locked
    ) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
