/**
 * allSearch latency on PostgreSQL (docs/performance.md: p95 ≤ 25 ms over 100,000 programs and blogs).
 * Creates `manara_bench_search` (UTF-8, C.UTF-8 ctype so pg_trgm sees Arabic letters), migrates
 * it, generates 100,000 programs and 100,000 blogs with SQL, runs 200 mixed queries through the
 * domain's searchCatalogue (the resolver's code path, without HTTP) and prints p50/p95/p99.
 *   DATABASE_URL=postgres://… npx tsx bench/search.bench.ts   (ROWS=… to change the size)
 */
import { createDatabase, migrateDatabase } from '@manara/db';
import { searchCatalogue, type DomainDeps } from '@manara/domain';
import pg from 'pg';
import { AR_WORDS, EN_WORDS, QUERY_MIX } from './search-data';

const BUDGET_MS = 25;
const ROWS = Number(process.env.ROWS ?? 100_000);
const QUERIES = Number(process.env.QUERIES ?? 200);
const NAME = 'manara_bench_search';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const benchUrl = Object.assign(new URL(serverUrl), { pathname: `/${NAME}` }).toString();

/** Runs SQL on its own connection (no statement timeout: generating the data takes a while). */
async function admin(sql: string, url = serverUrl) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const arr = (words: string[]) => `ARRAY[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
/** `n` random words from a vocabulary array, space-separated (deterministic after setseed). */
const pick = (vocab: string, n: number) =>
  `array_to_string(ARRAY(SELECT (${vocab})[1 + floor(random() * cardinality(${vocab}))::int] FROM generate_series(1, ${n} + (g * 0))), ' ')`;

const generate = `
SELECT setseed(0.42);
INSERT INTO categories (slug, en_name, ar_name) SELECT 'cat-' || i, 'Category ' || i, 'تصنيف ' || i FROM generate_series(1, 20) i;
INSERT INTO blog_categories (slug, en_name, ar_name) SELECT 'bcat-' || i, 'Blog category ' || i, 'تصنيف مقالات ' || i FROM generate_series(1, 10) i;
INSERT INTO learning_programs (slug, code, type, en_title, ar_title, en_summary, ar_summary, original_price,
  publication_status, category_id, enrolled_users_count, thumbnail)
SELECT 'program-' || g, 'P' || g, (ARRAY['COURSE','WORKSHOP','DIPLOMA'])[1 + g % 3]::program_type,
  ${pick(arr(EN_WORDS), 4)}, ${pick(arr(AR_WORDS), 4)}, ${pick(arr(EN_WORDS), 14)}, ${pick(arr(AR_WORDS), 14)},
  (random() * 200000)::int, CASE WHEN g % 20 = 0 THEN 'DRAFT' ELSE 'PUBLISHED' END::publication_status,
  (SELECT id FROM categories WHERE slug = 'cat-' || (1 + g % 20)), (random() * 5000)::int, '/img/p' || g || '.jpg'
FROM generate_series(1, ${ROWS}) g;
INSERT INTO blogs (slug, code, en_title, ar_title, en_content, ar_content, status, category_id, views_count, published_at)
SELECT 'blog-' || g, 'B' || g, ${pick(arr(EN_WORDS), 5)}, ${pick(arr(AR_WORDS), 5)},
  '<p>' || ${pick(arr(EN_WORDS), 40)} || '</p>', '<p>' || ${pick(arr(AR_WORDS), 40)} || '</p>',
  CASE WHEN g % 20 = 0 THEN 'DRAFT' ELSE 'PUBLISHED' END::blog_status,
  (SELECT id FROM blog_categories WHERE slug = 'bcat-' || (1 + g % 10)), (random() * 10000)::int, now()
FROM generate_series(1, ${ROWS}) g;
`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

await admin(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
await admin(`CREATE DATABASE ${NAME} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
const database = await createDatabase({ url: benchUrl, poolSize: 2 });
try {
  await migrateDatabase(database);
  let started = performance.now();
  await admin(generate, benchUrl);
  // What autovacuum would have done by then: statistics and the visibility map (index-only scans).
  await admin('VACUUM ANALYZE', benchUrl);
  console.log(
    `generated ${ROWS.toLocaleString('en')} programs and ${ROWS.toLocaleString('en')} blogs (indexes included) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const deps = { db: database.db } as DomainDeps;
  const run = async (searchKey: string) => {
    const t0 = performance.now();
    const results = await searchCatalogue(deps, { filter: { searchKey } });
    const found = results.courses.length + results.workshops.length + results.diplomas.length + results.blogs.length;
    return { ms: performance.now() - t0, found };
  };
  for (const query of QUERY_MIX) await run(query); // warm-up: plans, caches, connections
  const times: number[] = [];
  const slowest: Array<{ query: string; ms: number }> = [];
  let withResults = 0;
  started = performance.now();
  for (let i = 0; i < QUERIES; i++) {
    const query = QUERY_MIX[(i * 7) % QUERY_MIX.length]!;
    const { ms, found } = await run(query);
    times.push(ms);
    slowest.push({ query, ms });
    if (found > 0) withResults++;
  }
  const sorted = [...times].sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
  console.log(
    `${QUERIES} allSearch queries (${withResults} with results) in ${((performance.now() - started) / 1000).toFixed(2)} s`,
  );
  console.log(
    `p50 ${fmt(percentile(sorted, 50))}   p95 ${fmt(percentile(sorted, 95))}   p99 ${fmt(percentile(sorted, 99))}   max ${fmt(sorted.at(-1)!)}`,
  );
  const p95 = percentile(sorted, 95);
  console.log(`budget: p95 ≤ ${BUDGET_MS} ms → ${p95 <= BUDGET_MS ? 'MET' : 'MISSED'}`);
  console.log(
    'slowest:',
    slowest
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((s) => `${s.query} ${fmt(s.ms)}`)
      .join(' | '),
  );
  if (p95 > BUDGET_MS) process.exitCode = 1;
} finally {
  await database.close();
  if (!process.env.KEEP) await admin(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
}
