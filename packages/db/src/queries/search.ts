import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client';

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
}

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
 * GIN index: titles from a covering index (cheap), bodies from the table (wide rows).
 */
type Source = { table: 'search_documents' | 'search_document_bodies'; vector: 'title_words' | 'body'; walk: number };
const TITLES: Source = { table: 'search_documents', vector: 'title_words', walk: 2000 };
const BODIES: Source = { table: 'search_document_bodies', vector: 'body', walk: 200 };

/**
 * CTEs `<name>` (kind, id, popularity, score) for one tier over the types in `<name>_kinds`,
 * exact in both regimes: each type's `source.walk` most popular documents are checked in
 * (kind, popularity) order, stopping at `limit` matches (a common word fills up at once); for
 * types still short, one GIN index scan fetches every match (then the words are rare).
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
      select t.kind, t.id, t.popularity, ${score} from ${t} t
      where exists (select 1 from ${n('_short')}) and t.kind in (select kind from ${n('_short')}) and ${match(sql`t.${v}`)}
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
 *   1. titles with every word (as a word start);
 *   2. fuzzy mode: titles with every word after correcting words of 4+ letters to the most
 *      similar title word (pg_trgm on the title vocabulary);
 *   3. not for 2-letter queries: summaries/contents with every word.
 * Within a tier, the most popular first; at most `limit` per type.
 */
export function searchStatement(search: CatalogueSearch): SQL {
  const { words, limit } = search;
  const exact = wordsQuery(words);
  const tiers = [sql`, exact_kinds as (select kind from kinds)`, tier('exact', TITLES, (v) => sql`${v} @@ ${exact}`, 3, limit)];
  const done = ['exact'];
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
  if (search.mode !== 'prefix') {
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
  const statement = searchStatement(search);
  // Settings for this transaction only: the typo threshold (% reads it), and no JIT, whose
  // compile time (tens of ms) dwarfs these index walks when the planner over-estimates a tier
  // that the gating filters then skip.
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(search.threshold)}, true), set_config('jit', 'off', true)`,
    );
    return rowsOf(await tx.execute(statement));
  });
}

function rowsOf(result: unknown): SearchHitRow[] {
  const rows = (result as { rows: SearchHitRow[] }).rows;
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}
