import { and, asc, eq, inArray, sql, desc, gte, lte, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { preparedPerShape } from '../../prepared-per-shape';
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

/** The instant prices are taken at (the domain's clock), bound at each run so tests can move it. */
const now = sql`${sql.placeholder('now')}::timestamptz`;

/** Whether a program's discount applies at `now`: never null, so NOT is safe. */
const discountActive = sql`(${p.priceAfterDiscount} is not null
    and (${p.discountStartsAt} is null or ${p.discountStartsAt} <= ${now})
    and (${p.discountEndsAt} is null or ${now} < ${p.discountEndsAt}))`;

/** The price a buyer pays at `now`, in piastres: the SQL twin of the domain's `effectivePrice` (decision 0072). */
const paidPrice = sql<number>`case when ${discountActive} then ${p.priceAfterDiscount} else ${p.originalPrice} end`;

// Migration 0053 indexes this very expression: change both together.
const averageRating = sql`coalesce(${p.totalRatings}::float8 / nullif(${p.totalNumberOfRatings}, 0), 0)`;

function sortColumn(field: ProgramSortField, titleLanguage: 'ar' | 'en'): SQL | typeof p.createdAt {
  switch (field) {
    case 'PRICE':
      return paidPrice;
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

type BoundFilter = Exclude<keyof ProgramListFilter, 'types' | 'isFree'>;

/** Each optional filter's condition over its bound value; price bounds compare the price paid at `now`. */
const boundFilters: Record<BoundFilter, (value: Placeholder) => SQL | undefined> = {
  categoryId: (value) => eq(p.categoryId, value),
  categorySlug: (value) =>
    sql`${p.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${value})`,
  lecturerId: (value) => eq(p.lecturerId, value),
  level: (value) => eq(p.level, value),
  language: (value) => eq(p.language, value),
  minPrice: (value) => gte(paidPrice, value),
  maxPrice: (value) => lte(paidPrice, value),
  isLiveCourse: (value) => eq(p.isLiveCourse, value),
};

/** The optional filters a listing sets (an empty text sets none). */
const setFilters = (filter: ProgramListFilter) =>
  (Object.keys(boundFilters) as BoundFilter[]).filter((key) => filter[key] != null && filter[key] !== '');

/** What a filter's statement depends on: its types, which filters are set and whether free is asked. */
const filterShape = (filter: ProgramListFilter) =>
  `${[...filter.types].sort().join(',')}|${setFilters(filter).join(',')}|${filter.isFree ?? ''}`;

/** A listing's filter with its values as placeholders (`valuesOf` binds them). */
function programConditions(filter: ProgramListFilter): SQL | undefined {
  return and(
    publishedOfTypes(filter.types),
    ...setFilters(filter).map((key) => boundFilters[key](sql.placeholder(key))),
    filter.isFree === true ? eq(paidPrice, 0) : filter.isFree === false ? sql`${paidPrice} > 0` : undefined,
  );
}

/** The values a listing's statement binds at one run. */
function valuesOf(filter: ProgramListFilter, at: Date, page = { offset: 0, limit: 0 }): Record<string, unknown> {
  const values: Record<string, unknown> = {
    now: at.toISOString(),
    offset: page.offset,
    limit: page.limit,
    enough: page.offset + page.limit,
  };
  for (const key of setFilters(filter)) values[key] = filter[key];
  return values;
}

/**
 * One page of published programs, without the total. The page is chosen on the programs' ids
 * alone, then its rows are read by id: sorting whole rows (long texts included) to keep twenty made
 * PostgreSQL read and carry every matching row's texts (docs/performance.md, "How cost grows").
 * Ordered so the listing indexes can stop after the page. The statement is built once per shape of
 * listing and then only bound (decision 0080).
 */
export async function listPublishedProgramsPage(db: DbOrTx, query: ProgramListQuery): Promise<ProgramRow[]> {
  const { field, order } = query.sort;
  const shape = `page|${filterShape(query.filter)}|${field}|${order}|${field === 'TITLE' ? query.titleLanguage : ''}`;
  const statement = preparedPerShape(db, shape, () => {
    const direction = order === 'ASC' ? asc : desc;
    const ordering = [direction(sortColumn(field, query.titleLanguage)), direction(p.createdAt), asc(p.id)];
    const page =
      field === 'PRICE'
        ? pageByPaidPrice(query.filter, order)
        : db
            .select({ id: p.id })
            .from(p)
            .where(programConditions(query.filter))
            .orderBy(...ordering)
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset'));
    return db
      .select()
      .from(p)
      .where(inArray(p.id, page))
      .orderBy(...ordering)
      .prepare('');
  });
  return statement.execute(valuesOf(query.filter, query.now, query));
}

/**
 * A page's ids by the price paid at `now`, which no index can hold (it depends on the discount
 * window at the time of the request): the programs without a discount in force walked in the order
 * of their price and those with one in the order of their discounted price, each from its index
 * (migration 0054) and stopped after the page, then merged. Sorting the paid price of every match
 * instead read the whole filtered catalogue on every page.
 */
function pageByPaidPrice(filter: ProgramListFilter, order: SortDirection): SQL {
  const dir = order === 'ASC' ? sql`asc` : sql`desc`;
  const conditions = programConditions(filter);
  const walk = (price: typeof p.originalPrice | typeof p.priceAfterDiscount, which: SQL) =>
    sql`(select ${p.id} as id, ${price} as paid, ${p.createdAt} as created from ${p} where ${conditions} and ${which}
      order by ${price} ${dir}, ${p.createdAt} ${dir}, ${p.id} asc limit ${sql.placeholder('enough')})`;
  return sql`(select id from (${walk(p.originalPrice, sql`not ${discountActive}`)} union all ${walk(p.priceAfterDiscount, discountActive)}) walked
    order by paid ${dir}, created ${dir}, id asc limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')})`;
}

/**
 * How many published programs a listing's filter matches: its own statement rather than a
 * `count(*) over()` window on the page query, which made PostgreSQL read every matching row before
 * the LIMIT (docs/performance.md, benchmark 2).
 */
export async function countPublishedPrograms(db: DbOrTx, filter: ProgramListFilter, at: Date): Promise<number> {
  const statement = preparedPerShape(db, `count|${filterShape(filter)}`, () =>
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(p)
      .where(programConditions(filter))
      .prepare(''),
  );
  const [count] = await statement.execute(valuesOf(filter, at));
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
