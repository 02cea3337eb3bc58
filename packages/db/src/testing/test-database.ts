import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { createDatabase, type Database } from '../client';
import { migrateDatabase } from '../migrate';
import { pgliteSnapshotPath, serverTemplateName } from './paths';

/** The engine under test: a PostgreSQL server when TEST_DATABASE_URL is set, else PGlite. */
export const testEngine = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

function serverUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase extends Database {
  /** Closes and, on a server, drops the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated, empty database for one test file: a copy of the migrated template on a
 * server, or the migrated PGlite snapshot restored in memory.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine === 'postgres') {
    const name = `manara_t_${randomBytes(6).toString('hex')}`;
    await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${serverTemplateName()}`));
    const database = await createDatabase({ url: serverUrl(name), poolSize: 5 });
    return {
      ...database,
      destroy: async () => {
        await database.close();
        await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      },
    };
  }
  const snapshot = pgliteSnapshotPath();
  const database = existsSync(snapshot)
    ? await createDatabase({ loadDataDir: new Blob([readFileSync(snapshot)]) })
    : await createDatabase();
  if (!existsSync(snapshot)) await migrateDatabase(database);
  return { ...database, destroy: () => database.close() };
}

export { serverUrl as testServerUrl, admin as withAdminClient };
