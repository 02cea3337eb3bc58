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

/** Every word as a prefix: "تغذ" finds "تغذيه", "run" finds "running". Words are letters/digits only. */
const prefixQuery = (words: string[]) => sql`to_tsquery('simple'::regconfig, ${words.map((w) => `${w}:*`).join(' & ')})`;

/**
 * allSearch over search_documents / search_document_bodies (normalised on write, published rows
 * only) in one statement, per type, in tiers that stop as soon as `limit` results are found:
 *   1. titles with every word (as a word start), most popular first;
 *   2. fuzzy mode, while short: titles with every word after correcting words of 4+ letters to
 *      the most similar title word (pg_trgm on the title vocabulary);
 *   3. not for 2-letter queries, while short: summaries/contents with every word.
 * (kind, popularity) indexes let PostgreSQL walk popular documents first for common words and
 * use the GIN indexes for rare ones.
 */
function statementFor(search: CatalogueSearch): SQL {
  const { words, limit } = search;
  const exact = prefixQuery(words);
  const fixes =
    search.mode === 'fuzzy'
      ? sql`, fixed as materialized (
      select to_tsquery('simple'::regconfig, string_agg(coalesce(
        case when length(q.word) >= 4 then (select w.word from search_words w where w.word % q.word
          order by similarity(w.word, q.word) desc, w.word limit 1) end, q.word) || ':*', ' & ')) as query
      from unnest(${`{${words.join(',')}}`}::text[]) q(word)
    )`
      : sql``;
  const fuzzy =
    search.mode === 'fuzzy'
      ? sql`, fuzzy as materialized (
        select d.id, d.popularity, 2 as score from search_documents d
        where (select count(*) from exact) < ${limit} and d.kind = k.kind
          and d.title_words @@ (select query from fixed) and not d.title_words @@ ${exact}
        order by d.popularity desc, d.id limit ${limit}
      )`
      : sql`, fuzzy as (select null::uuid as id, 0 as popularity, 0 as score where false)`;
  const body =
    search.mode === 'prefix'
      ? sql`, body as (select null::uuid as id, 0 as popularity, 0 as score where false)`
      : sql`, body as (
        select b.id, b.popularity, 1 as score from search_document_bodies b
        where (select count(*) from exact) + (select count(*) from fuzzy) < ${limit} and b.kind = k.kind and b.body @@ ${exact}
        order by b.popularity desc, b.id limit ${limit}
      )`;
  return sql`
    with kinds(kind) as (values ('COURSE'), ('WORKSHOP'), ('DIPLOMA'), ('BLOG')) ${fixes}
    , top as (
      select k.kind, h.* from kinds k cross join lateral (
        with exact as materialized (
          select d.id, d.popularity, 3 as score from search_documents d
          where d.kind = k.kind and d.title_words @@ ${exact}
          order by d.popularity desc, d.id limit ${limit}
        ) ${fuzzy} ${body}
        select * from (
          select distinct on (u.id) u.* from (select * from exact union all select * from fuzzy union all select * from body) u
          order by u.id, u.score desc
        ) x order by x.score desc, x.popularity desc, x.id limit ${limit}
      ) h
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
    order by t.kind, t.score desc, t.popularity desc, t.id`;
}

export async function searchCatalogue(db: DbOrTx, search: CatalogueSearch): Promise<SearchHitRow[]> {
  const statement = statementFor(search);
  if (search.mode !== 'fuzzy') return rowsOf(await db.execute(statement));
  // % reads its threshold from a setting; SET LOCAL keeps it to this transaction.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(search.threshold)}, true)`);
    return rowsOf(await tx.execute(statement));
  });
}

function rowsOf(result: unknown): SearchHitRow[] {
  const rows = (result as { rows: SearchHitRow[] }).rows;
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}
