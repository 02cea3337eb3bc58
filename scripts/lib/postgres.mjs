import pg from 'pg';

/**
 * The PostgreSQL server the integration suite runs against: TEST_DATABASE_URL, or the machine's
 * server on 127.0.0.1:5432. Returns null when none answers.
 */
export async function ensurePostgres() {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return url;
    } catch {
      await client.end().catch(() => {});
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  return null;
}
