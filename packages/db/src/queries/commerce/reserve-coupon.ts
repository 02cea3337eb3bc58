import type { DbOrTx } from '../../client';
import { couponRedemptions } from '../../schema/index';

/** Holds a place on the coupon for an order until `expiresAt` (checkout). */
export async function reserveCoupon(
  db: DbOrTx,
  input: { couponId: string; userId: string; orderId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(couponRedemptions).values({ ...input, status: 'RESERVED' });
}
