import { findStudioCoupon, insertCoupon } from '@manara/db';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { auditedCouponTerms, checkCouponTerms } from './check-coupon-terms';
import { loadStudioCouponDetail } from './get-studio-coupon';
import { createCouponSchema } from './schemas';
import type { StudioCouponDetail } from './studio-coupon-view';

/**
 * An administrator creates a coupon (decision 0053): its terms checked field by field, the code
 * unique whatever its case, stored with its scope and audited in one transaction.
 */
export async function createCoupon(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCouponDetail> {
  const terms = parseInput(createCouponSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await checkCouponTerms(tx, terms, null, now);
    const { rules, ...fields } = terms;
    const created = await insertCoupon(tx, { ...fields, ...rules, isActive: true });
    // Another administrator took the code in between.
    if (!created) throw new AppError('VALIDATION_FAILED', [{ field: 'code', messageKey: 'couponCodeTaken' }]);
    const row = (await findStudioCoupon(tx, created.id))!;
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'coupon.create',
      entityType: 'coupon',
      entityId: row.id,
      after: auditedCouponTerms(row),
    });
    return loadStudioCouponDetail(tx, row, now);
  });
}
