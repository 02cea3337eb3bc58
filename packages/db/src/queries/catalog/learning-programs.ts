import { and, asc, eq, inArray, sql, desc, gte, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { categories, learningPrograms } from '../../schema/index';

/** Published programs per category (courses, workshops and diplomas). */
export async function countPublishedProgramsByCategory(
  db: DbOrTx,
  categoryIds: readonly string[],
): Promise<Array<{ categoryId: string; count: number }>> {
  if (categoryIds.length === 0) return [];
  const rows = await db
    .select({ categoryId: learningPrograms.categoryId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(learningPrograms)
    .where(
      and(inArray(learningPrograms.categoryId, [...categoryIds]), eq(learningPrograms.publicationStatus, 'PUBLISHED')),
    )
    .groupBy(learningPrograms.categoryId);
  return rows.map((r) => ({ categoryId: r.categoryId!, count: r.count }));
}

export type ProgramRow = typeof learningPrograms.$inferSelect;

export type ProgramTypeValue = ProgramRow['type'];

export type ProgramSortField = 'CREATED_AT' | 'PRICE' | 'RATING' | 'POPULARITY' | 'TITLE';

export type SortDirection = 'ASC' | 'DESC';

export interface ProgramListFilter {
  types: ProgramTypeValue[];
  categoryId?: string;
  categorySlug?: string;
  lecturerId?: string;
  level?: ProgramRow['level'];
  language?: ProgramRow['language'];
  /** Bounds on the price paid (after discount), in piastres. */
  minPrice?: number;
  maxPrice?: number;
  isLiveCourse?: boolean;
  isFree?: boolean;
}

export interface ProgramListQuery {
  filter: ProgramListFilter;
  sort: { field: ProgramSortField; order: SortDirection };
  /** Language whose title TITLE sorts by. */
  titleLanguage: 'ar' | 'en';
  /** The instant prices are taken at (the domain's clock): a discount counts only inside its window. */
  now: Date;
  offset: number;
  limit: number;
}

const p = learningPrograms;

/** Whether a program's discount applies at `at` (a bound timestamptz): never null, so NOT is safe. */
function discountActiveAt(at: SQL): SQL {
  return sql`(${p.priceAfterDiscount} is not null
    and (${p.discountStartsAt} is null or ${p.discountStartsAt} <= ${at})
    and (${p.discountEndsAt} is null or ${at} < ${p.discountEndsAt}))`;
}

const instant = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * The price a buyer pays at `now`, in piastres: the SQL twin of the domain's `effectivePrice`
 * (decision 0072). `now` is a bound parameter, so tests can move the clock.
 */
export function paidPriceAt(now: Date): SQL<number> {
  return sql<number>`case when ${discountActiveAt(instant(now))} then ${p.priceAfterDiscount} else ${p.originalPrice} end`;
}

// Migration 0053 indexes this very expression: change both together.
const averageRating = sql`coalesce(${p.totalRatings}::float8 / nullif(${p.totalNumberOfRatings}, 0), 0)`;

function sortColumn(field: ProgramSortField, titleLanguage: 'ar' | 'en', now: Date): SQL | typeof p.createdAt {
  switch (field) {
    case 'PRICE':
      return paidPriceAt(now);
    case 'RATING':
      return averageRating;
    case 'POPULARITY':
      return sql`${p.enrolledUsersCount}`;
    case 'TITLE':
      return titleLanguage === 'ar' ? sql`${p.arTitle}` : sql`${p.enTitle}`;
    default:
      return p.createdAt;
  }
}

/** Only published programs are ever visible to the catalogue. */
function publishedOfTypes(types: ProgramTypeValue[]): SQL | undefined {
  return and(eq(p.publicationStatus, 'PUBLISHED'), types.length === 1 ? eq(p.type, types[0]!) : inArray(p.type, types));
}

/** A listing's filter; price bounds compare the price paid at `now`. */
export function programConditions(filter: ProgramListFilter, now: Date): SQL | undefined {
  const paidPrice = paidPriceAt(now);
  return and(
    publishedOfTypes(filter.types),
    filter.categoryId ? eq(p.categoryId, filter.categoryId) : undefined,
    filter.categorySlug
      ? sql`${p.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${filter.categorySlug})`
      : undefined,
    filter.lecturerId ? eq(p.lecturerId, filter.lecturerId) : undefined,
    filter.level ? eq(p.level, filter.level) : undefined,
    filter.language ? eq(p.language, filter.language) : undefined,
    filter.minPrice !== undefined ? gte(paidPrice, filter.minPrice) : undefined,
    filter.maxPrice !== undefined ? lte(paidPrice, filter.maxPrice) : undefined,
    filter.isLiveCourse !== undefined ? eq(p.isLiveCourse, filter.isLiveCourse) : undefined,
    filter.isFree === true ? eq(paidPrice, 0) : filter.isFree === false ? sql`${paidPrice} > 0` : undefined,
  );
}

/**
 * One page of published programs, without the total. The page is chosen on the programs' ids
 * alone, then its rows are read by id: sorting whole rows (long texts included) to keep twenty made
 * PostgreSQL read and carry every matching row's texts (docs/performance.md, "How cost grows").
 * Ordered so the listing indexes can stop after the page.
 */
export async function listPublishedProgramsPage(db: DbOrTx, query: ProgramListQuery): Promise<ProgramRow[]> {
  const direction = query.sort.order === 'ASC' ? asc : desc;
  const order = [
    direction(sortColumn(query.sort.field, query.titleLanguage, query.now)),
    direction(p.createdAt),
    asc(p.id),
  ];
  const page =
    query.sort.field === 'PRICE'
      ? pageByPaidPrice(query)
      : db
          .select({ id: p.id })
          .from(p)
          .where(programConditions(query.filter, query.now))
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset);
  return db
    .select()
    .from(p)
    .where(inArray(p.id, page))
    .orderBy(...order);
}

/**
 * A page's ids by the price paid at `now`, which no index can hold (it depends on the discount
 * window at the time of the request): the programs without a discount in force walked in the order
 * of their price and those with one in the order of their discounted price, each from its index
 * (migration 0054) and stopped after the page, then merged. Sorting the paid price of every match
 * instead read the whole filtered catalogue on every page.
 */
function pageByPaidPrice(query: ProgramListQuery): SQL {
  const dir = query.sort.order === 'ASC' ? sql`asc` : sql`desc`;
  const conditions = programConditions(query.filter, query.now);
  const active = discountActiveAt(instant(query.now));
  const enough = query.offset + query.limit;
  const walk = (price: typeof p.originalPrice | typeof p.priceAfterDiscount, which: SQL) =>
    sql`(select ${p.id} as id, ${price} as paid, ${p.createdAt} as created from ${p} where ${conditions} and ${which}
      order by ${price} ${dir}, ${p.createdAt} ${dir}, ${p.id} asc limit ${enough})`;
  return sql`(select id from (${walk(p.originalPrice, sql`not ${active}`)} union all ${walk(p.priceAfterDiscount, active)}) walked
    order by paid ${dir}, created ${dir}, id asc limit ${query.limit} offset ${query.offset})`;
}

/**
 * How many published programs a listing's filter matches: its own statement rather than a
 * `count(*) over()` window on the page query, which made PostgreSQL read every matching row before
 * the LIMIT (docs/performance.md, benchmark 2).
 */
export async function countPublishedPrograms(db: DbOrTx, filter: ProgramListFilter, now: Date): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(p)
    .where(programConditions(filter, now));
  return count?.n ?? 0;
}

/** A published program by id or by slug, limited to the given types. */
/** A program of any type in any state by id, shaped as the public page reads it (a signed preview, decision 0063). */
export async function findProgramForPreview(db: DbOrTx, id: string): Promise<ProgramRow | null> {
  const [row] = await db.select().from(p).where(eq(p.id, id)).limit(1);
  return row ?? null;
}

export async function findPublishedProgram(
  db: DbOrTx,
  key: { id: string } | { slug: string },
  types: ProgramTypeValue[],
): Promise<ProgramRow | null> {
  const [row] = await db
    .select()
    .from(p)
    .where(and(publishedOfTypes(types), 'id' in key ? eq(p.id, key.id) : eq(p.slug, key.slug)))
    .limit(1);
  return row ?? null;
}
