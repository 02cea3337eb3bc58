import type { CouponWithRules } from '@manara/db';
import { AppError } from '../errors/index';

export interface CouponLineFacts {
  programId: string;
  type: 'COURSE' | 'WORKSHOP' | 'DIPLOMA';
  categoryId: string | null;
}

/**
 * Whether a coupon's restrictions admit a line: each kind of restriction that is set (programs,
 * types, categories) must match, and within one kind any listed value does.
 */
export function couponAdmits(
  coupon: Pick<CouponWithRules, 'programIds' | 'types' | 'categoryIds'>,
  line: CouponLineFacts,
): boolean {
  if (coupon.programIds.length > 0 && !coupon.programIds.includes(line.programId)) return false;
  if (coupon.types.length > 0 && !coupon.types.includes(line.type)) return false;
  if (coupon.categoryIds.length > 0 && (!line.categoryId || !coupon.categoryIds.includes(line.categoryId)))
    return false;
  return true;
}

export interface CouponCheck {
  coupon: CouponWithRules | null;
  now: Date;
  /** Uses counting against the limits (paid + live reservations), overall and by this learner. */
  uses: { total: number; byUser: number };
  lines: CouponLineFacts[];
  /** The purchasable lines' total before any coupon, in piastres. */
  subtotalPiastres: number;
  /** Whether the learner already has a paid order (asked only of first-purchase coupons). */
  hasPaidOrder?: boolean;
}

/**
 * Checks a coupon against a cart and returns which lines it applies to; each refusal has its
 * own code: unknown or switched off → COUPON_NOT_FOUND, outside its dates → COUPON_EXPIRED,
 * limits reached → COUPON_EXHAUSTED, a first-purchase coupon for a learner who has paid before →
 * COUPON_FIRST_PURCHASE_ONLY, nothing it applies to → COUPON_NOT_APPLICABLE, cart too small →
 * COUPON_BELOW_MINIMUM (the minimum is measured on the whole cart, decision 0053).
 */
export function checkCoupon({ coupon, now, uses, lines, subtotalPiastres, hasPaidOrder }: CouponCheck): boolean[] {
  if (!coupon || !coupon.isActive) throw new AppError('COUPON_NOT_FOUND');
  if ((coupon.validFrom && now < coupon.validFrom) || (coupon.validTo && now > coupon.validTo))
    throw new AppError('COUPON_EXPIRED');
  if (coupon.maxUses !== null && uses.total >= coupon.maxUses) throw new AppError('COUPON_EXHAUSTED');
  if (coupon.maxUsesPerUser !== null && uses.byUser >= coupon.maxUsesPerUser) throw new AppError('COUPON_EXHAUSTED');
  if (coupon.firstPurchaseOnly && hasPaidOrder) throw new AppError('COUPON_FIRST_PURCHASE_ONLY');
  const eligible = lines.map((line) => couponAdmits(coupon, line));
  if (!eligible.includes(true)) throw new AppError('COUPON_NOT_APPLICABLE');
  if (subtotalPiastres < coupon.minCartPiastres) throw new AppError('COUPON_BELOW_MINIMUM');
  return eligible;
}
