import { and, asc, desc, eq, gt, ilike, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { couponCategories, couponProgramTypes, couponPrograms, coupons, orders } from '../../schema/index';
import { containsPattern } from '../paging/studio-page';

export type CouponRow = typeof coupons.$inferSelect;

export type ProgramTypeName = (typeof couponProgramTypes.$inferSelect)['type'];

/** A coupon with its restriction lists (empty list: no restriction of that kind). */
export interface CouponWithRules extends CouponRow {
  programIds: string[];
  types: ProgramTypeName[];
  categoryIds: string[];
}

const withRules = {
  programIds: sql<
    string[]
  >`coalesce((select array_agg(${couponPrograms.programId}::text) from ${couponPrograms} where ${couponPrograms.couponId} = ${coupons.id}), '{}')`,
  types: sql<
    ProgramTypeName[]
  >`coalesce((select array_agg(${couponProgramTypes.type}::text) from ${couponProgramTypes} where ${couponProgramTypes.couponId} = ${coupons.id}), '{}')`,
  categoryIds: sql<
    string[]
  >`coalesce((select array_agg(${couponCategories.categoryId}::text) from ${couponCategories} where ${couponCategories.couponId} = ${coupons.id}), '{}')`,
};

async function findOne(db: DbOrTx, where: ReturnType<typeof eq>, lock: boolean): Promise<CouponWithRules | null> {
  const query = db
    .select({ coupon: coupons, ...withRules })
    .from(coupons)
    .where(where);
  const [row] = lock ? await query.for('update', { of: coupons }) : await query;
  return row ? { ...row.coupon, programIds: row.programIds, types: row.types, categoryIds: row.categoryIds } : null;
}

/** A coupon by its code (stored upper-case), with restrictions; one statement. */
export function findCouponByCode(db: DbOrTx, code: string): Promise<CouponWithRules | null> {
  return findOne(db, eq(coupons.code, code.toUpperCase()), false);
}

/** A coupon by id, with restrictions. `lock` holds its row until the transaction ends. */
export function findCouponById(db: DbOrTx, id: string, lock = false): Promise<CouponWithRules | null> {
  return findOne(db, eq(coupons.id, id), lock);
}

export type NewCoupon = Omit<typeof coupons.$inferInsert, 'id' | 'code'> & {
  code: string;
  programIds?: string[];
  types?: ProgramTypeName[];
  categoryIds?: string[];
};

/**
 * Creates a coupon (code stored upper-case) with its restrictions, or leaves an existing one
 * with that code untouched (the demo seed runs at every start). Returns the stored coupon.
 */
export async function insertCoupon(db: DbOrTx, input: NewCoupon): Promise<CouponRow | null> {
  const { programIds = [], types = [], categoryIds = [], ...coupon } = input;
  const [row] = await db
    .insert(coupons)
    .values({ ...coupon, code: coupon.code.toUpperCase() })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  if (programIds.length)
    await db.insert(couponPrograms).values(programIds.map((programId) => ({ couponId: row.id, programId })));
  if (types.length) await db.insert(couponProgramTypes).values(types.map((type) => ({ couponId: row.id, type })));
  if (categoryIds.length)
    await db.insert(couponCategories).values(categoryIds.map((categoryId) => ({ couponId: row.id, categoryId })));
  return row;
}

/** The restriction lists of a coupon, replaced whole by a studio save. */
export interface CouponRules {
  programIds: readonly string[];
  types: readonly ProgramTypeName[];
  categoryIds: readonly string[];
}

/** Replaces a coupon's restrictions with these lists (empty lists: no restriction of that kind). */
export async function replaceCouponRules(db: DbOrTx, couponId: string, rules: CouponRules): Promise<void> {
  await db.delete(couponPrograms).where(eq(couponPrograms.couponId, couponId));
  await db.delete(couponProgramTypes).where(eq(couponProgramTypes.couponId, couponId));
  await db.delete(couponCategories).where(eq(couponCategories.couponId, couponId));
  if (rules.programIds.length)
    await db.insert(couponPrograms).values(rules.programIds.map((programId) => ({ couponId, programId })));
  if (rules.types.length) await db.insert(couponProgramTypes).values(rules.types.map((type) => ({ couponId, type })));
  if (rules.categoryIds.length)
    await db.insert(couponCategories).values(rules.categoryIds.map((categoryId) => ({ couponId, categoryId })));
}

/** Whether another coupon has this code (codes are stored upper-case, so the match ignores case). */
export async function isCouponCodeTaken(db: DbOrTx, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.code, code.toUpperCase()), exceptId ? ne(coupons.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

export type CouponPatch = Partial<
  Pick<
    CouponRow,
    | 'code'
    | 'kind'
    | 'value'
    | 'validFrom'
    | 'validTo'
    | 'maxUses'
    | 'maxUsesPerUser'
    | 'minCartPiastres'
    | 'isActive'
    | 'firstPurchaseOnly'
    | 'updatedAt'
  >
>;

/**
 * Changes a coupon only if it is still at `version` (optimistic concurrency, decision 0053); the
 * version rises by one. Null: changed by someone else meanwhile, or gone.
 */
export async function updateCouponAtVersion(
  db: DbOrTx,
  couponId: string,
  version: number,
  patch: CouponPatch,
): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({ ...patch, ...(patch.code && { code: patch.code.toUpperCase() }), version: sql`${coupons.version} + 1` })
    .where(and(eq(coupons.id, couponId), eq(coupons.version, version)))
    .returning();
  return row ?? null;
}

// A coupon's uses and revenue come from its paid orders (decision 0053): an order counts once it
// was paid (a later refund leaves the use and takes the money given back off the revenue).
const paidOrdersOfCoupon = sql`from ${orders} where ${orders.couponId} = ${coupons.id} and ${orders.paidAt} is not null`;
const usage = {
  uses: sql<number>`(select count(*) ${paidOrdersOfCoupon})`.mapWith(Number),
  revenuePiastres:
    sql<number>`(select coalesce(sum(${orders.totalPiastres} - ${orders.refundedPiastres}), 0) ${paidOrdersOfCoupon})`.mapWith(
      Number,
    ),
};

export interface CouponUsage {
  /** Paid orders that used the coupon. */
  uses: number;
  /** What they brought in, VAT included, less what was refunded, in piastres. */
  revenuePiastres: number;
}

export type StudioCouponRow = CouponWithRules & CouponUsage;

export type CouponStatusFilter = 'ACTIVE' | 'DISABLED' | 'EXPIRED';
export type CouponSortField = 'CREATED_AT' | 'TIMES_USED' | 'UPDATED_AT';

export interface StudioCouponListQuery {
  /** Part of the code (any case). */
  search?: string;
  status?: CouponStatusFilter;
  /** For the status filter: a coupon whose window ended before now is expired. */
  now: Date;
  sortField: CouponSortField;
  sortOrder: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

function statusWhere(status: CouponStatusFilter | undefined, now: Date): SQL | undefined {
  if (status === 'DISABLED') return eq(coupons.isActive, false);
  if (status === 'EXPIRED') return and(eq(coupons.isActive, true), lte(coupons.validTo, now));
  if (status === 'ACTIVE')
    return and(eq(coupons.isActive, true), or(isNull(coupons.validTo), gt(coupons.validTo, now)));
  return undefined;
}

/** The studio's coupons, one page and the count, each with its restrictions, uses and revenue. */
export async function listStudioCoupons(
  db: DbOrTx,
  query: StudioCouponListQuery,
): Promise<{ rows: StudioCouponRow[]; total: number }> {
  const like = query.search ? containsPattern(query.search.toUpperCase()) : null;
  const direction = query.sortOrder === 'ASC' ? asc : desc;
  const sortColumn =
    query.sortField === 'TIMES_USED'
      ? usage.uses
      : query.sortField === 'UPDATED_AT'
        ? coupons.updatedAt
        : coupons.createdAt;
  const rows = await db
    .select({ coupon: coupons, ...withRules, ...usage, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(coupons)
    .where(and(statusWhere(query.status, query.now), like ? ilike(coupons.code, like) : undefined))
    .orderBy(direction(sortColumn), direction(coupons.createdAt), direction(coupons.id))
    .limit(query.limit)
    .offset(query.offset);
  return {
    rows: rows.map((row) => ({
      ...row.coupon,
      programIds: row.programIds,
      types: row.types,
      categoryIds: row.categoryIds,
      uses: row.uses,
      revenuePiastres: row.revenuePiastres,
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** One coupon for the studio, with its restrictions, uses and revenue. */
export async function findStudioCoupon(db: DbOrTx, couponId: string): Promise<StudioCouponRow | null> {
  const [row] = await db
    .select({ coupon: coupons, ...withRules, ...usage })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  return row
    ? {
        ...row.coupon,
        programIds: row.programIds,
        types: row.types,
        categoryIds: row.categoryIds,
        uses: row.uses,
        revenuePiastres: row.revenuePiastres,
      }
    : null;
}
