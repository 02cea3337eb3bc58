import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { pgliteSnapshotPath, serverTemplateName } from './paths';
import { testServerUrl, withAdminClient } from './test-database';

/**
 * Vitest global setup for integration tests: migrates once per run, then every test file
 * starts from a copy (template database on a server, data-dir snapshot on PGlite).
 */
export default async function setup() {
  process.env.TEST_RUN_ID ??= randomBytes(4).toString('hex');
  if (process.env.TEST_DATABASE_URL) {
    const template = serverTemplateName();
    await withAdminClient(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      // UTF-8 ctype so pg_trgm sees Arabic letters as word characters (docs/product/shell.md).
      await c.query(
        `CREATE DATABASE ${template} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
      );
    });
    const database = await createDatabase({ url: testServerUrl(template), poolSize: 1 });
    await migrateDatabase(database);
    await database.close();
    return async () => {
      await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
    };
  }
  const snapshot = pgliteSnapshotPath();
  mkdirSync(path.dirname(snapshot), { recursive: true });
  const database = await createDatabase();
  await migrateDatabase(database);
  const dump = await database.pglite!.dumpDataDir('gzip');
  writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return () => rmSync(snapshot, { force: true });
}
