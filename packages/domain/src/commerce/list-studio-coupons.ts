import { listStudioCoupons as listStudioCouponRows } from '@manara/db';
import { requireAdmin, requireStudioActor } from '../authoring/index';
import { offsetOf, pageOf, type Page } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { studioCouponsSchema } from './schemas';
import { toStudioCouponView, type StudioCouponView } from './studio-coupon-view';

/**
 * The studio's coupons for administrators (docs/product/studio.md), paged on the server: searched
 * by code, filtered by status (active, disabled, expired), sorted by the coupon sort field, each
 * with its paid uses and revenue (decision 0053).
 */
export async function listStudioCoupons(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<Page<StudioCouponView>> {
  const { paginate, search, status, sort } = parseInput(studioCouponsSchema, input);
  requireAdmin(await requireStudioActor(deps, caller));
  const now = deps.now();
  const { rows, total } = await listStudioCouponRows(deps.db, {
    search: search || undefined,
    status,
    now,
    sortField: sort.field,
    sortOrder: sort.order,
    offset: offsetOf(paginate),
    limit: paginate.limit,
  });
  return pageOf(
    rows.map((row) => toStudioCouponView(row, now)),
    paginate,
    total,
  );
}
