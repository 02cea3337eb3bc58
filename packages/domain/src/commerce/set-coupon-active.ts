import { findStudioCoupon, updateCouponAtVersion } from '@manara/db';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { loadStudioCouponDetail } from './get-studio-coupon';
import { lockCouponAtVersion } from './lock-coupon-at-version';
import { setCouponActiveSchema } from './schemas';
import type { StudioCouponDetail } from './studio-coupon-view';

/**
 * An administrator disables a coupon (learners can no longer apply it; carts holding it drop it
 * at their next pricing, and a checkout already made keeps its price) or enables it again, from the
 * version shown (decision 0053). Audited; setting what already is changes nothing and writes nothing.
 */
export async function setCouponActive(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCouponDetail> {
  const { couponId, version, isActive } = parseInput(setCouponActiveSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const existing = await lockCouponAtVersion(tx, couponId, version);
    if (existing.isActive !== isActive) {
      if (!(await updateCouponAtVersion(tx, couponId, version, { isActive, updatedAt: now })))
        throw new AppError('VERSION_CONFLICT');
      await recordAudit(tx, {
        actorId: actor.userId,
        action: isActive ? 'coupon.enable' : 'coupon.disable',
        entityType: 'coupon',
        entityId: couponId,
        before: { isActive: existing.isActive },
        after: { isActive },
      });
    }
    return loadStudioCouponDetail(tx, (await findStudioCoupon(tx, couponId))!, now);
  });
}
