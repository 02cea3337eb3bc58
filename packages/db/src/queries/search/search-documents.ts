import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { statementTimedOut } from './statement-timed-out';

export type SearchMode = 'prefix' | 'substring' | 'fuzzy';

export interface CatalogueSearch {
  /**
   * Query words as search_norm() leaves text (articles dropped): letters and digits only, two
   * or more each; every word must start a word of the title (or body).
   */
  words: string[];
  /** prefix: word starts only (no body); substring: titles and body words; fuzzy: also typos. */
  mode: SearchMode;
  /** Results per type (COURSE, WORKSHOP, DIPLOMA, BLOG). */
  limit: number;
  /** pg_trgm similarity a mistyped word needs with a title word to be corrected to it. */
  threshold: number;
  /** How long the whole search may take before it is answered from titles alone (default SEARCH_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Told when the search ran past that time and is asked again from titles alone, for the caller's log. */
  onTitlesOnly?: () => void;
}

/**
 * A search that has not answered in this long is cancelled and asked again without its body tier
 * (titles only, index-bounded). The body tier's fallback fetches every match of a type whose most
 * popular documents lack the words, which is unbounded when the words are common in the type's
 * less popular ones (seconds at 10× data, docs/performance.md): a connection is not held that long.
 */
export const SEARCH_TIMEOUT_MS = 1_000;

export interface SearchHitRow {
  id: string;
  kind: 'COURSE' | 'WORKSHOP' | 'DIPLOMA' | 'BLOG';
  slug: string;
  thumbnail: string | null;
  enTitle: string;
  arTitle: string;
  score: number;
  categoryId: string | null;
  categorySlug: string | null;
  categoryEnName: string | null;
  categoryArName: string | null;
}

/**
 * Every word, the last as a prefix (it may be half typed): "تغذيه رياض" finds "تغذيه رياضيه".
 * Words are letters/digits only, so they need no quoting.
 */
const wordsQuery = (words: string[]) =>
  sql`to_tsquery('simple'::regconfig, ${words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ')})`;

/**
 * A source and how many of a type's most popular rows a tier checks in order before using the
 * GIN index: titles from a covering index (cheap), bodies from the table (wide rows). A type short
 * after its walk has the words in under about 1 % of its rows, few enough for the GIN fallback;
 * a longer title walk cost more for rare words (each type read to the end of it) than it saved.
 */
type Source = { table: 'search_documents' | 'search_document_bodies'; vector: 'title_words' | 'body'; walk: number };

const TITLES: Source = { table: 'search_documents', vector: 'title_words', walk: 500 };

const BODIES: Source = { table: 'search_document_bodies', vector: 'body', walk: 200 };

/**
 * CTEs `<name>` (kind, id, popularity, score) for one tier over the types in `<name>_kinds`,
 * exact in both regimes: each type's `source.walk` most popular documents are checked in
 * (kind, popularity) order, stopping at `limit` matches (a common word fills up at once); for
 * types still short, every match of those types is fetched in one scan (the words' GIN index,
 * ANDed with the types' index when that is fewer rows: the words are rare in those types).
 */
function tier(name: string, source: Source, match: (v: SQL) => SQL, score: number, limit: number): SQL {
  const n = (suffix: string) => sql.raw(`${name}${suffix}`);
  const t = sql.raw(source.table);
  const v = sql.raw(source.vector);
  return sql`, ${n('_walk')} as materialized (
      select k.kind, w.id, w.popularity from ${n('_kinds')} k cross join lateral (
        select x.id, x.popularity from (
          select t.id, t.popularity, t.${v} as v from ${t} t where t.kind = k.kind
          order by t.popularity desc nulls last, t.id limit ${source.walk}
        ) x where ${match(sql`x.v`)} limit ${limit}
      ) w
    ), ${n('_short')} as materialized (
      select k.kind from ${n('_kinds')} k where (select count(*) from ${n('_walk')} w where w.kind = k.kind) < ${limit}
    ), ${n('')} as materialized (
      select kind, id, popularity, ${score} as score from ${n('_walk')}
      union
      -- One scan for every short type (their kinds as one array, so the words' GIN bitmap is built
      -- once and can be ANDed with the types' index), and none at all when no type is short.
      select t.kind, t.id, t.popularity, ${score} from ${t} t
      where exists (select from ${n('_short')}) and t.kind = any(array(select kind from ${n('_short')})) and ${match(sql`t.${v}`)}
    )`;
}

/** The range of title keys (migration 0016) that start with the query: [key, key with its last character + 1). */
export function titleKeyRange(words: string[]): { from: string; to: string } {
  const from = words.join(' ');
  const last = from.codePointAt(from.length - 1) ?? 0;
  return { from, to: from.slice(0, -1) + String.fromCodePoint(last + 1) };
}

/** Titles per language and table the lead tier reads at most. */
const LEAD_SCAN = 50;

/**
 * CTE `lead` (kind, id, popularity, score): per type, the most popular titles (English or Arabic)
 * that start with the query, scored above the rest of the title tier so they come first in it.
 * Range scans on the title-key indexes of migration 0016 (published rows only), then per type.
 */
function leadTier(words: string[], score: number, limit: number): SQL {
  const { from, to } = titleKeyRange(words);
  const key = (column: SQL) => sql`search_title_key(${column}) collate "C"`;
  // Each range is capped: cheap however common the start (a word that starts thousands of titles
  // would otherwise fetch them all), exact up to LEAD_SCAN titles. No ORDER BY: ordering by the
  // key makes PostgreSQL compute search_title_key() for every row read (tens of µs each).
  const range = (table: SQL, column: SQL, kind: SQL, popularity: SQL, published: SQL) =>
    sql`(select t.id, ${kind} as kind, ${popularity} as popularity from ${table} t
      where ${published} and ${key(column)} >= ${from} and ${key(column)} < ${to} limit ${LEAD_SCAN})`;
  const programs = (column: SQL) =>
    range(
      sql`learning_programs`,
      column,
      sql`t.type::text`,
      sql`t.enrolled_users_count`,
      sql`t.publication_status = 'PUBLISHED'`,
    );
  const blogs = (column: SQL) =>
    range(sql`blogs`, column, sql`'BLOG'`, sql`t.views_count`, sql`t.status = 'PUBLISHED'`);
  return sql`, lead_rows as materialized (
      ${programs(sql`t.en_title`)} union all ${programs(sql`t.ar_title`)} union all ${blogs(sql`t.en_title`)} union all ${blogs(sql`t.ar_title`)}
    ), lead as materialized (
      select kind, id, popularity, ${score} as score from (
        select kind, id, popularity, row_number() over (partition by kind order by popularity desc nulls last, id) as rn
        from (select kind, id, max(popularity) as popularity from lead_rows group by kind, id) d
      ) r where rn <= ${limit}
    )`;
}

/** CTE `<name>_kinds`: the types with fewer than `limit` results in the earlier tiers. */
const shortKinds = (name: string, earlier: string[], limit: number) =>
  sql`, ${sql.raw(`${name}_kinds`)} as (select k.kind from kinds k where (select count(distinct e.id) from (${sql.raw(
    earlier.map((tierName) => `select kind, id from ${tierName}`).join(' union all '),
  )}) e where e.kind = k.kind) < ${limit})`;

/**
 * allSearch over search_documents / search_document_bodies (normalised on write, published rows
 * only) in one statement, per type, in tiers that only run for types still short of `limit`:
 *   1. titles with every word (as a word start), those that start with the query first (from
 *      three letters on);
 *   2. fuzzy mode: titles with every word after correcting words of 4+ letters to the most
 *      similar title word (pg_trgm on the title vocabulary);
 *   3. not for 2-letter queries: summaries/contents with every word.
 * Within a tier, the most popular first; at most `limit` per type.
 */
export function searchStatement(search: CatalogueSearch, bodies = true): SQL {
  const { words, limit } = search;
  const exact = wordsQuery(words);
  // Two letters start too many titles to rank by; the title tier already wants word starts there.
  const lead = search.mode === 'prefix' ? [] : [leadTier(words, 4, limit)];
  const tiers = [
    ...lead,
    sql`, exact_kinds as (select kind from kinds)`,
    tier('exact', TITLES, (v) => sql`${v} @@ ${exact}`, 3, limit),
  ];
  const done = [...(lead.length ? ['lead'] : []), 'exact'];
  if (search.mode === 'fuzzy') {
    tiers.push(sql`, fixed as materialized (
      select to_tsquery('simple'::regconfig, string_agg(coalesce(
        case when length(q.word) >= 4 then (select w.word from search_words w where w.word % q.word
          order by similarity(w.word, q.word) desc, w.word limit 1) end, q.word) || ':*', ' & ')) as query
      from unnest(${`{${words.join(',')}}`}::text[]) q(word)
    )`);
    tiers.push(shortKinds('fuzzy', done, limit));
    tiers.push(tier('fuzzy', TITLES, (v) => sql`${v} @@ (select query from fixed) and not ${v} @@ ${exact}`, 2, limit));
    done.push('fuzzy');
  }
  if (search.mode !== 'prefix' && bodies) {
    tiers.push(shortKinds('body', done, limit));
    tiers.push(tier('body', BODIES, (v) => sql`${v} @@ ${exact}`, 1, limit));
    done.push('body');
  }
  const all = sql.raw(done.map((tierName) => `select * from ${tierName}`).join(' union all '));
  return sql`
    with kinds(kind) as (values ('COURSE'), ('WORKSHOP'), ('DIPLOMA'), ('BLOG')) ${sql.join(tiers, sql``)}
    , best as (select distinct on (kind, id) * from (${all}) u order by kind, id, score desc)
    , top as (
      select *, row_number() over (partition by kind order by score desc, popularity desc, id) as rn from best
    )
    select t.id, t.kind, coalesce(p.slug, bl.slug) as slug, coalesce(p.thumbnail, bl.thumbnail) as thumbnail,
      coalesce(p.en_title, bl.en_title) as "enTitle", coalesce(p.ar_title, bl.ar_title) as "arTitle", t.score::float8 as score,
      coalesce(c.id, bc.id) as "categoryId", coalesce(c.slug, bc.slug) as "categorySlug",
      coalesce(c.en_name, bc.en_name) as "categoryEnName", coalesce(c.ar_name, bc.ar_name) as "categoryArName"
    from top t
    left join learning_programs p on t.kind <> 'BLOG' and p.id = t.id
    left join blogs bl on t.kind = 'BLOG' and bl.id = t.id
    left join categories c on c.id = p.category_id
    left join blog_categories bc on bc.id = bl.category_id
    where t.rn <= ${limit}
    order by t.kind, t.rn`;
}

export async function searchCatalogue(db: DbOrTx, search: CatalogueSearch): Promise<SearchHitRow[]> {
  try {
    return await searchOnce(db, search, search.timeoutMs ?? SEARCH_TIMEOUT_MS);
  } catch (error) {
    if (!statementTimedOut(error)) throw error;
    search.onTitlesOnly?.();
    return searchOnce(db, search, null);
  }
}

/**
 * One search in its own transaction, with the body tier and a time limit, or without both.
 * Settings for the transaction only: the typo threshold (% reads it), and no JIT or parallel
 * workers, whose start-up (tens of ms each) dwarfs these index walks and range scans when the
 * planner over-estimates a tier that the gating filters then skip. No sequential scans: a tier's
 * fallback reads its short types' rows, but the words' frequency is known only over all types
 * (common blog words, rare in courses), so the planner would read every body (a 190 MB scan at 1x
 * data) where the types' index finds their few thousand rows (docs/performance.md).
 */
function searchOnce(db: DbOrTx, search: CatalogueSearch, timeoutMs: number | null): Promise<SearchHitRow[]> {
  return db.transaction(async (tx) => {
    const limit = timeoutMs === null ? sql`` : sql`, set_config('statement_timeout', ${String(timeoutMs)}, true)`;
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(search.threshold)}, true), set_config('jit', 'off', true),
        set_config('max_parallel_workers_per_gather', '0', true), set_config('enable_seqscan', 'off', true)${limit}`,
    );
    return hitsOf(await tx.execute(searchStatement(search, timeoutMs !== null)));
  });
}

const hitsOf = (result: unknown): SearchHitRow[] =>
  (result as { rows: SearchHitRow[] }).rows.map((r) => ({ ...r, score: Number(r.score) }));
