import type { Db } from '@manara/db';
import { sql } from 'drizzle-orm';

/** Counters that refused calls are meant to bump (that is how the limits work). */
const WRITES_ON_REFUSAL = new Set(['rate_limits']);
/** Columns whose values the fuzz feeds back as inputs, so it gets past "not found". */
const IDENTIFYING = ['id', 'slug', 'code', 'email', 'key', 'reference', 'number'];

async function rows<T>(db: Db, query: string): Promise<T[]> {
  const result = (await db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

async function publicTables(db: Db): Promise<string[]> {
  const list = await rows<{ table_name: string }>(
    db,
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  return list.map((r) => r.table_name);
}

/** Row counts of every table (but the rate-limit counters), read in one statement. */
export async function tableCounter(db: Db): Promise<() => Promise<Record<string, number>>> {
  const tables = (await publicTables(db)).filter((t) => !WRITES_ON_REFUSAL.has(t));
  const query = tables.map((t) => `select '${t}' as t, count(*)::int as n from "${t}"`).join(' union all ');
  return async () =>
    Object.fromEntries((await rows<{ t: string; n: number }>(db, query)).map((r) => [r.t, Number(r.n)]));
}

/** Up to `perColumn` values of every identifying column in the database. */
export async function knownValues(db: Db, perColumn = 4): Promise<string[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    `select table_name, column_name from information_schema.columns where table_schema = 'public'
       and column_name in (${IDENTIFYING.map((c) => `'${c}'`).join(', ')}) order by table_name, column_name`,
  );
  const out = new Set<string>();
  for (const c of columns) {
    const values = await rows<{ v: string | null }>(
      db,
      `select "${c.column_name}"::text as v from "${c.table_name}" limit ${perColumn}`,
    );
    for (const { v } of values) if (v) out.add(v);
  }
  return [...out];
}
