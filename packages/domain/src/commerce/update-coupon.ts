import { findStudioCoupon, replaceCouponRules, updateCouponAtVersion } from '@manara/db';
import { changedFields, recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { auditedCouponTerms, checkCouponTerms } from './check-coupon-terms';
import { loadStudioCouponDetail } from './get-studio-coupon';
import { lockCouponAtVersion } from './lock-coupon-at-version';
import { updateCouponSchema } from './schemas';
import type { StudioCouponDetail } from './studio-coupon-view';

/**
 * An administrator saves a coupon's terms from the version they opened (decision 0053): another
 * save in between → VERSION_CONFLICT, nothing overwritten. A used coupon keeps its code; every
 * other term applies from the next time a cart is priced (paid orders keep what they paid).
 * Audited with the changed terms, in one transaction.
 */
export async function updateCoupon(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCouponDetail> {
  const { couponId, version, terms } = parseInput(updateCouponSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const existing = await lockCouponAtVersion(tx, couponId, version);
    await checkCouponTerms(tx, terms, existing, now);
    const { rules, ...fields } = terms;
    const updated = await updateCouponAtVersion(tx, couponId, version, { ...fields, updatedAt: now });
    if (!updated) throw new AppError('VERSION_CONFLICT');
    await replaceCouponRules(tx, couponId, rules);
    const row = (await findStudioCoupon(tx, couponId))!;
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'coupon.update',
      entityType: 'coupon',
      entityId: couponId,
      ...changedFields(auditedCouponTerms(existing), auditedCouponTerms(row)),
    });
    return loadStudioCouponDetail(tx, row, now);
  });
}
