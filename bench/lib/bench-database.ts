import pg from 'pg';
import { databaseUrl } from '../catalogue-data';

/**
 * An empty database `manara_bench_<suffix>` on the server (created once, UTF-8 ctype so pg_trgm
 * sees Arabic letters); the API migrates it when it starts. For benchmarks whose queries read no
 * catalogue data.
 */
export async function benchDatabase(serverUrl: string, suffix: string): Promise<string> {
  const name = `manara_bench_${suffix}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0)
      await client.query(
        `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
      );
  } finally {
    await client.end();
  }
  return databaseUrl(serverUrl, name);
}
