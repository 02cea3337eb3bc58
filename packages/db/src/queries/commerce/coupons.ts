import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { couponCategories, couponProgramTypes, couponPrograms, coupons } from '../../schema/index';

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
