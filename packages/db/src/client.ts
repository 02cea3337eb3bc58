import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Query functions take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed); used by migrations, tests and benchmarks. */
  exec(sql: string): Promise<void>;
  /** Counts statements sent since creation; tests assert N+1 freedom with it. */
  statementCount(): number;
  close(): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  /** postgres://… selects a server; anything else is a PGlite data directory ("memory://" for RAM). */
  url?: string;
  /** A PGlite data-directory dump to start from (tests restore a migrated snapshot this way). */
  loadDataDir?: Blob;
  poolSize?: number;
}

export function isServerUrl(url: string | undefined): url is string {
  return !!url && /^postgres(ql)?:\/\//.test(url);
}

export async function createDatabase(options: DatabaseOptions = {}): Promise<Database> {
  let statements = 0;
  const logger = { logQuery: () => void statements++ };
  if (isServerUrl(options.url)) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      // A dead server must fail requests quickly instead of hanging them.
      query_timeout: 15000,
    });
    // Idle clients losing the server must not crash the process.
    pool.on('error', () => {});
    // Neither may clients in use: pg emits 'error' on a checked-out client whose connection drops
    // (server stopped or restarted), and pg-pool listens only while a client is idle. Its query
    // rejects anyway (the request answers SERVICE_UNAVAILABLE) and the pool discards the client.
    pool.on('connect', (client) => void client.on('error', () => {}));
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      exec: async (sql) => void (await pool.query(sql)),
      statementCount: () => statements,
      close: () => pool.end(),
    };
  }
  const dataDir = options.url && options.url !== '' ? options.url : 'memory://';
  const pglite = await PGlite.create(dataDir, {
    extensions: { pg_trgm, unaccent },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(pglite, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    exec: async (sql) => void (await pglite.exec(sql)),
    statementCount: () => statements,
    close: () => pglite.close(),
  };
}
