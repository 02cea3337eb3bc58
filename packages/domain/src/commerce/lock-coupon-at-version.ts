import { findCouponById, type CouponWithRules, type DbOrTx } from '@manara/db';
import { AppError } from '../errors/index';

/**
 * The coupon an administrator changes, locked until the transaction ends, if it is still at the
 * version they opened (decision 0053): unknown → NOT_FOUND, changed meanwhile → VERSION_CONFLICT.
 */
export async function lockCouponAtVersion(tx: DbOrTx, couponId: string, version: number): Promise<CouponWithRules> {
  const existing = await findCouponById(tx, couponId, true);
  if (!existing) throw new AppError('NOT_FOUND');
  if (existing.version !== version) throw new AppError('VERSION_CONFLICT');
  return existing;
}
