import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, isServerUrl, type Database } from '../client';
import { migrateDatabase } from '../migrate';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The data directory the API uses too: DATA_DIR (relative to the repository root), default `.data`. */
const dataDir = () => path.resolve(repoRoot, process.env.DATA_DIR ?? '.data');

/**
 * Database for command-line tools, chosen like the API does: DATABASE_URL (a postgres:// URL or a
 * PGlite directory), else the PGlite directory `<DATA_DIR>/pglite`. Migrations are applied first.
 */
export async function openCliDatabase(): Promise<Database> {
  const url: string = process.env.DATABASE_URL ?? path.join(dataDir(), 'pglite');
  const isDirectory = !url.startsWith('memory://') && !isServerUrl(url);
  if (isDirectory) await mkdir(url, { recursive: true });
  const database = await createDatabase({ url });
  await migrateDatabase(database);
  return database;
}

/** Uploads directory the API serves: `<DATA_DIR>/uploads`. */
export const cliUploadsDir = () => path.join(dataDir(), 'uploads');

/** Narrated demo videos the API's local video provider looks in first: `<DATA_DIR>/videos`. */
export const cliVideosDir = () => path.join(dataDir(), 'videos');
