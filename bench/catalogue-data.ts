/**
 * The catalogue-at-scale dataset (benchmark 2), generated with SQL on PostgreSQL.
 * At scale 1: 10,000 programs, 200,000 users, 1,000,000 enrolments, 100,000 blogs, reviews and
 * comments, plus sections and lessons, lecturers, diplomas' courses and carts. Ids are md5 of a
 * name and a number, so rows find each other without lookups and every run makes the same data.
 * Each scale has its own database (manara_bench_<scale>), kept between runs (new migrations are
 * applied to it) and regenerated only when this generator changes.
 */
import { createHash } from 'node:crypto';
import { createDatabase, migrateDatabase } from '@manara/db';
import pg from 'pg';
import { AR_WORDS, EN_WORDS } from './search-data';

export interface Counts {
  programs: number;
  users: number;
  lecturers: number;
  blogs: number;
  reviews: number;
  comments: number;
  /** Five per user. */
  enrolments: number;
}

export function countsAt(scale: number): Counts {
  const n = (base: number) => Math.max(1, Math.round(base * scale));
  const users = n(200_000);
  return {
    programs: n(10_000),
    users,
    lecturers: Math.max(10, n(500)),
    blogs: n(100_000),
    reviews: n(100_000),
    comments: n(100_000),
    enrolments: users * 5,
  };
}

const words = (list: string[]) => `ARRAY[${list.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;
const EN = words(EN_WORDS);
const AR = words(AR_WORDS);
/** `n` words picked by the row number `g` (deterministic, and cheaper than random() per word). */
const phrase = (vocab: string, n: number, salt: number) =>
  `array_to_string(ARRAY(SELECT (${vocab})[1 + ((g * ${salt} + k * 7919) % cardinality(${vocab}))] FROM generate_series(1, ${n}) k), ' ')`;
const id = (kind: string, expr: string) => `md5('${kind}' || (${expr}))::uuid`;

/** Distinct long texts (summaries, bodies, reviews, comments) are drawn from a pool of this many. */
const POOL = 1000;
const pooled = (column: string, expr: string) => `(SELECT ${column} FROM bench_pool WHERE n = (${expr}) % ${POOL})`;
/** Titles are drawn from a pool as large as programs + blogs, at most 100,000 (unique up to 1×). */
const titlePool = (c: Counts) => Math.min(c.programs + c.blogs, 100_000);

/**
 * Bulk loading: the table's plain indexes are dropped, the rows inserted, and the indexes built
 * again from their saved definitions (one sorted build instead of millions of random inserts).
 * Constraint indexes (primary keys, unique constraints) stay.
 */
const withoutIndexes = (table: string, sql: string) => `
  CREATE TEMP TABLE bench_idx_${table} AS SELECT i.indexname, i.indexdef FROM pg_indexes i
    WHERE i.schemaname = 'public' AND i.tablename = '${table}' AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname);
  DO $$ DECLARE r record; BEGIN FOR r IN SELECT indexname FROM bench_idx_${table} LOOP EXECUTE format('DROP INDEX %I', r.indexname); END LOOP; END $$;
  ${sql}
  DO $$ DECLARE r record; BEGIN FOR r IN SELECT indexdef FROM bench_idx_${table} LOOP EXECUTE r.indexdef; END LOOP; END $$;
  DROP TABLE bench_idx_${table};`;

/**
 * The steps, in order; each is one statement batch, timed separately. They run with
 * session_replication_role = replica: no per-row foreign-key checks (the ids are consistent by
 * construction) and no per-row search triggers; the last step fills the search tables in bulk with
 * the triggers' own functions, computing each distinct text once.
 */
export function generationSteps(c: Counts): Array<[string, string]> {
  return [
    [
      'reference data and text pool',
      `INSERT INTO categories (id, slug, en_name, ar_name, sort_order) SELECT ${id('cat', 'i')}, 'cat-' || i, 'Category ' || i, 'تصنيف ' || i, i FROM generate_series(1, 20) i;
       INSERT INTO blog_categories (id, slug, en_name, ar_name) SELECT ${id('bcat', 'i')}, 'bcat-' || i, 'Blog category ' || i, 'تصنيف مقالات ' || i FROM generate_series(1, 10) i;
       INSERT INTO job_titles (id, en_name, ar_name) SELECT ${id('job', 'i')}, 'Job title ' || i, 'مسمى ' || i FROM generate_series(1, 10) i;
       CREATE UNLOGGED TABLE bench_pool AS
       SELECT g AS n, ${phrase(EN, 14, 11)} AS en_summary, ${phrase(AR, 14, 13)} AS ar_summary,
         '<p>' || ${phrase(EN, 60, 17)} || '</p>' AS en_body, '<p>' || ${phrase(AR, 60, 19)} || '</p>' AS ar_body, ${phrase(EN, 12, 41)} AS review, ${phrase(AR, 10, 43)} AS comment
       FROM generate_series(0, ${POOL - 1}) g;
       CREATE UNIQUE INDEX ON bench_pool (n);
       CREATE UNLOGGED TABLE bench_titles AS
       SELECT g AS n, ${phrase(EN, 4, 3)} AS en, ${phrase(AR, 4, 5)} AS ar FROM generate_series(0, ${titlePool(c) - 1}) g;
       CREATE UNIQUE INDEX ON bench_titles (n);`,
    ],
    [
      `${c.users.toLocaleString('en')} users`,
      `${withoutIndexes(
        'users',
        `INSERT INTO users (id, code, email, email_verified_at, first_name, last_name, ar_first_name, ar_last_name, slug, role, fav_lang, created_at)
       SELECT ${id('u', 'g')}, 'U' || g, 'user' || g || '@bench.test', now(), 'First' || g, 'Last' || g, 'الاسم' || g, 'العائلة' || g, 'user-' || g,
         CASE WHEN g <= ${c.lecturers} THEN 'LECTURER' ELSE 'USER' END::user_role, CASE WHEN g % 3 = 0 THEN 'EN' ELSE 'AR' END::language,
         now() - (g % 1000) * interval '1 hour'
       FROM generate_series(1, ${c.users}) g;`,
      )}
       INSERT INTO lecturers (id, user_id, en_bio, ar_bio, status, job_title_id)
       SELECT ${id('l', 'g')}, ${id('u', 'g')}, 'Coach and author ' || g, 'مدرب ومؤلف ' || g, 'APPROVED', ${id('job', '1 + g % 10')}
       FROM generate_series(1, ${c.lecturers}) g;`,
    ],
    [
      `${c.programs.toLocaleString('en')} programs, sections and lessons`,
      `${withoutIndexes(
        'learning_programs',
        `INSERT INTO learning_programs (id, slug, code, type, en_title, ar_title, en_summary, ar_summary, en_about, ar_about, thumbnail, level, language,
         publication_status, original_price, price_after_discount, learning_time, category_id, lecturer_id, approved_at, published_at, created_at)
       SELECT ${id('p', 'g')}, 'program-' || g, 'P' || g, (ARRAY['COURSE','WORKSHOP','DIPLOMA'])[1 + g % 3]::program_type,
         tt.en, tt.ar, t.en_summary, t.ar_summary, t.en_body, t.ar_body, '/img/p' || g || '.jpg',
         (ARRAY['BEGINNER','INTERMEDIATE','ADVANCED'])[1 + g % 3]::program_level, CASE WHEN g % 4 = 0 THEN 'EN' ELSE 'AR' END::language,
         CASE WHEN g % 20 = 0 THEN 'DRAFT' ELSE 'PUBLISHED' END::publication_status,
         CASE WHEN g % 10 = 0 THEN 0 ELSE 10000 + (g::bigint * 7919) % 200000 END, CASE WHEN g % 5 = 0 THEN 5000 + (g::bigint * 7919) % 100000 END,
         1 + g % 40, ${id('cat', '1 + g % 20')}, ${id('l', `1 + g % ${c.lecturers}`)}, now(), now() - (g % 2000) * interval '1 hour', now() - (g % 2000) * interval '1 hour'
       FROM generate_series(1, ${c.programs}) g JOIN bench_pool t ON t.n = g % ${POOL} JOIN bench_titles tt ON tt.n = g % ${titlePool(c)};`,
      )}
       INSERT INTO diploma_programs (diploma_id, program_id, sort_order)
       SELECT ${id('p', 'g')}, ${id('p', 'g + 1 + k * 3')}, k FROM generate_series(1, ${c.programs}) g, generate_series(0, 3) k
       WHERE g % 3 = 2 AND g + 1 + k * 3 <= ${c.programs};
       INSERT INTO sections (id, program_id, en_title, ar_title, sort_order)
       SELECT ${id('s', "g || '-' || k")}, ${id('p', 'g')}, 'Section ' || k, 'القسم ' || k, k
       FROM generate_series(1, ${c.programs}) g, generate_series(1, 3) k WHERE g % 3 <> 2;
       ${withoutIndexes(
         'lessons',
         `INSERT INTO lessons (section_id, program_id, en_title, ar_title, type, sort_order, is_preview, duration_seconds)
       SELECT ${id('s', "g || '-' || k")}, ${id('p', 'g')}, 'Lesson ' || k || '.' || j, 'الدرس ' || k || '.' || j, 'VIDEO', j, k = 1 AND j = 1, 300 + (g * j) % 900
       FROM generate_series(1, ${c.programs}) g, generate_series(1, 3) k, generate_series(1, 4) j WHERE g % 3 <> 2;`,
       )}`,
    ],
    [
      `${c.enrolments.toLocaleString('en')} enrolments`,
      // Five distinct programs per user: 977·k stays distinct modulo any catalogue of 1,000+ programs.
      `${withoutIndexes(
        'enrollments',
        `INSERT INTO enrollments (user_id, program_id, source, created_at)
       SELECT ${id('u', 'u')}, ${id('p', `1 + (u * 31 + k * 977) % ${c.programs}`)}, 'FREE', now() - ((u + k) % 5000) * interval '1 hour'
       FROM generate_series(1, ${c.users}) u, generate_series(1, 5) k;`,
      )}
       UPDATE learning_programs p SET enrolled_users_count = e.n FROM (SELECT program_id, count(*)::int n FROM enrollments GROUP BY program_id) e WHERE e.program_id = p.id;`,
    ],
    [
      `${c.blogs.toLocaleString('en')} blogs`,
      `${withoutIndexes(
        'blogs',
        `INSERT INTO blogs (id, slug, code, en_title, ar_title, en_content, ar_content, thumbnail, status, views_count, en_tags, ar_tags, category_id, lecturer_id, published_at)
       SELECT ${id('b', 'g')}, 'blog-' || g, 'B' || g, tt.en, tt.ar, t.en_body, t.ar_body,
         '/img/b' || g || '.jpg', CASE WHEN g % 20 = 0 THEN 'DRAFT' ELSE 'PUBLISHED' END::blog_status, (g::bigint * 7919) % 10000, ARRAY['tag' || g % 50], ARRAY['وسم' || g % 50],
         ${id('bcat', '1 + g % 10')}, ${id('l', `1 + g % ${c.lecturers}`)}, now() - (g % 5000) * interval '1 hour'
       FROM generate_series(1, ${c.blogs}) g JOIN bench_pool t ON t.n = (g * 7) % ${POOL} JOIN bench_titles tt ON tt.n = (${c.programs} + g) % ${titlePool(c)};`,
      )}`,
    ],
    [
      `${c.reviews.toLocaleString('en')} reviews`,
      `${withoutIndexes(
        'reviews',
        `INSERT INTO reviews (program_id, user_id, rating, review, created_at)
       SELECT ${id('p', `1 + (g * 13) % ${c.programs}`)}, ${id('u', `1 + g % ${c.users}`)}, (ARRAY[5,5,4,4,3,5,4,2,1,5])[1 + g % 10],
         ${pooled('review', 'g')}, now() - (g % 3000) * interval '1 hour'
       FROM generate_series(1, ${c.reviews}) g;`,
      )}
       UPDATE learning_programs p SET total_ratings = r.s, total_number_of_ratings = r.n
       FROM (SELECT program_id, sum(rating)::int s, count(*)::int n FROM reviews GROUP BY program_id) r WHERE r.program_id = p.id;`,
    ],
    [
      `${c.comments.toLocaleString('en')} comments`,
      // Groups of five comments on one program; the fifth answers the fourth.
      `${withoutIndexes(
        'comments',
        `INSERT INTO comments (id, program_id, user_id, parent_id, content, replies_count, created_at)
       SELECT ${id('c', 'g')}, ${id('p', `1 + ((g - 1) / 5 * 37) % ${c.programs}`)}, ${id('u', `1 + (g * 7) % ${c.users}`)},
         CASE WHEN g % 5 = 0 THEN ${id('c', 'g - 1')} END, ${pooled('comment', 'g')}, CASE WHEN g % 5 = 4 THEN 1 ELSE 0 END,
         now() - (${c.comments} - g) * interval '1 minute'
       FROM generate_series(1, ${c.comments}) g;`,
      )}`,
    ],
    [
      'carts',
      `INSERT INTO carts (id, user_id) SELECT ${id('cart', 'g')}, ${id('u', 'g')} FROM generate_series(10, ${c.users}, 10) g;
       INSERT INTO cart_items (cart_id, program_id, price_piastres)
       SELECT ${id('cart', 'g')}, ${id('p', `3 * ((g * 17 + j * 101) % ${Math.floor(c.programs / 3)}) + 1`)}, 10000
       FROM generate_series(10, ${c.users}, 10) g, generate_series(1, 2) j;`,
    ],
    [
      'search documents',
      // What the search triggers (migration 0003) would have written row by row.
      `CREATE TEMP TABLE bench_pool_words AS
       SELECT n, to_tsvector('simple'::regconfig, search_norm(en_summary || ' ' || ar_summary)) AS summary,
         to_tsvector('simple'::regconfig, search_norm(en_body || ' ' || ar_body)) AS body
       FROM bench_pool;
       CREATE TEMP TABLE bench_title_words AS
       SELECT n, to_tsvector('simple'::regconfig, search_norm(en || ' ' || ar)) AS words FROM bench_titles;
       CREATE UNIQUE INDEX ON bench_title_words (n);
       ${withoutIndexes(
         'search_documents',
         `INSERT INTO search_documents (id, kind, title_words, popularity)
       SELECT p.id, p.type::text, w.words, p.enrolled_users_count
       FROM learning_programs p JOIN bench_title_words w ON w.n = substr(p.code, 2)::int % ${titlePool(c)} WHERE p.publication_status = 'PUBLISHED';
       INSERT INTO search_documents (id, kind, title_words, popularity)
       SELECT b.id, 'BLOG', w.words, b.views_count
       FROM blogs b JOIN bench_title_words w ON w.n = (${c.programs} + substr(b.code, 2)::int) % ${titlePool(c)} WHERE b.status = 'PUBLISHED';`,
       )}
       ${withoutIndexes(
         'search_document_bodies',
         `INSERT INTO search_document_bodies (id, kind, body, popularity)
       SELECT p.id, p.type::text, w.summary, p.enrolled_users_count
       FROM learning_programs p JOIN bench_pool_words w ON w.n = substr(p.code, 2)::int % ${POOL} WHERE p.publication_status = 'PUBLISHED';
       INSERT INTO search_document_bodies (id, kind, body, popularity)
       SELECT b.id, 'BLOG', w.body, b.views_count
       FROM blogs b JOIN bench_pool_words w ON w.n = substr(b.code, 2)::int * 7 % ${POOL} WHERE b.status = 'PUBLISHED';`,
       )}
       INSERT INTO search_words (word)
       SELECT DISTINCT w.lexeme FROM bench_title_words d, unnest(d.words) w WHERE length(w.lexeme) >= 3
       ON CONFLICT (word) DO NOTHING;
       DROP TABLE bench_titles;
       DROP TABLE bench_pool;`,
    ],
  ];
}

/** The signed-in learner of the benchmarks: the last user, who has a cart and five enrolments. */
export const benchUserEmail = (c: Counts) => `user${c.users}@bench.test`;

export const scaleTag = (scale: number) => String(scale).replace('.', '_');
export const databaseName = (scale: number) => `manara_bench_${scaleTag(scale)}`;

/** Changes when the generator does; new migrations are applied to a kept database instead. */
function generatorVersion(c: Counts): string {
  return createHash('sha256')
    .update(JSON.stringify(generationSteps(c)))
    .digest('hex')
    .slice(0, 16);
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const databaseUrl = (serverUrl: string, name: string) =>
  Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

/**
 * The database for a scale, ready to query: reused when it was generated by this version of the
 * generator, otherwise (re)created, migrated, filled and vacuumed.
 */
export async function ensureCatalogueDatabase(
  serverUrl: string,
  scale: number,
): Promise<{ url: string; counts: Counts; generatedSeconds: number | null }> {
  const name = databaseName(scale);
  const url = databaseUrl(serverUrl, name);
  const counts = countsAt(scale);
  const version = generatorVersion(counts);
  const exists = await withClient(
    serverUrl,
    async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1,
  );
  if (exists) {
    const current = await withClient(url, async (client) => {
      const table = await client.query("SELECT to_regclass('bench_meta') AS t");
      if (!table.rows[0].t) return null;
      return (
        (await client.query<{ value: string }>("SELECT value FROM bench_meta WHERE key = 'version'")).rows[0]?.value ??
        null
      );
    });
    if (current === version) {
      const database = await createDatabase({ url, poolSize: 1 });
      try {
        await migrateDatabase(database);
      } finally {
        await database.close();
      }
      return { url, counts, generatedSeconds: null };
    }
  }
  console.log(
    `generating ${name} (scale ${scale}: ${counts.programs.toLocaleString('en')} programs, ${counts.users.toLocaleString('en')} users, ${counts.enrolments.toLocaleString('en')} enrolments)…`,
  );
  const started = performance.now();
  await withClient(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    // C.UTF-8 ctype so pg_trgm sees Arabic letters (as in bench/search.bench.ts).
    await client.query(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
  });
  const database = await createDatabase({ url, poolSize: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  await withClient(url, async (client) => {
    await client.query("SET maintenance_work_mem = '256MB'");
    await client.query('SET session_replication_role = replica');
    for (const [label, sql] of generationSteps(counts)) {
      const t0 = performance.now();
      await client.query(sql);
      console.log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    }
    const t0 = performance.now();
    // What autovacuum would have done by then: statistics and the visibility map.
    await client.query('VACUUM ANALYZE');
    console.log(`  vacuum analyze: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await client.query('CREATE TABLE bench_meta (key text PRIMARY KEY, value text NOT NULL)');
    await client.query("INSERT INTO bench_meta VALUES ('version', $1)", [version]);
  });
  const generatedSeconds = (performance.now() - started) / 1000;
  console.log(`  ${name} ready in ${generatedSeconds.toFixed(1)} s`);
  return { url, counts, generatedSeconds };
}
