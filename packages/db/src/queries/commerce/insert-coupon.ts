import type { DbOrTx } from '../../client';
import { couponCategories, couponProgramTypes, couponPrograms, coupons } from '../../schema/index';
import type { CouponRow, ProgramTypeName } from './find-coupon';

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
