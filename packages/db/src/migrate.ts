import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client';
import { packageDir } from './package-dir';

export const migrationsFolder = path.join(packageDir, 'migrations');

/** Applies forward-only migrations; safe to run at every start. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
}
