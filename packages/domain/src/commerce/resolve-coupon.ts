import {
  countCouponUses,
  findCouponByCode,
  findCouponById,
  hasPaidOrder,
  type CouponWithRules,
  type DbOrTx,
} from '@manara/db';
import { isAppError } from '../errors/index';
import { checkCoupon, type CouponLineFacts } from './coupon-rules';

export type CouponSource = { code: string } | { id: string };

export interface ResolvedCoupon {
  coupon: CouponWithRules;
  /** Per line: whether the coupon applies to it. */
  eligible: boolean[];
}

export interface ResolveCouponInput {
  source: CouponSource;
  userId: string;
  now: Date;
  lines: CouponLineFacts[];
  subtotalPiastres: number;
  /** Holds the coupon row (FOR UPDATE) so concurrent checkouts count its uses one at a time. */
  lock?: boolean;
}

/** Finds a coupon and checks it against the lines; throws its refusal code. */
export async function resolveCoupon(db: DbOrTx, input: ResolveCouponInput): Promise<ResolvedCoupon> {
  const found = 'code' in input.source ? await findCouponByCode(db, input.source.code) : null;
  const id = 'id' in input.source ? input.source.id : found?.id;
  const coupon = id && (input.lock || !found) ? await findCouponById(db, id, input.lock) : found;
  const uses = coupon
    ? await countCouponUses(db, { couponId: coupon.id, userId: input.userId, now: input.now })
    : { total: 0, byUser: 0 };
  const eligible = checkCoupon({
    coupon,
    now: input.now,
    uses,
    lines: input.lines,
    subtotalPiastres: input.subtotalPiastres,
    hasPaidOrder: coupon?.firstPurchaseOnly ? await hasPaidOrder(db, input.userId) : false,
  });
  return { coupon: coupon!, eligible };
}

/** The cart's remembered coupon if it still applies, else null (the cart simply shows no discount). */
export async function resolveCouponLeniently(db: DbOrTx, input: ResolveCouponInput): Promise<ResolvedCoupon | null> {
  try {
    return await resolveCoupon(db, input);
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}
