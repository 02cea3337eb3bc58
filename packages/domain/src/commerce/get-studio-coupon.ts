import {
  findCategoriesByIds,
  findProgramsByIds,
  findStudioCoupon,
  type DbOrTx,
  type StudioCouponRow,
} from '@manara/db';
import { requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { studioCouponSchema } from './schemas';
import { toStudioCouponView, type StudioCouponDetail } from './studio-coupon-view';

/** A stored coupon with the names of the categories and programs its scope lists. */
export async function loadStudioCouponDetail(db: DbOrTx, row: StudioCouponRow, now: Date): Promise<StudioCouponDetail> {
  const [categories, programs] = await Promise.all([
    findCategoriesByIds(db, row.categoryIds),
    findProgramsByIds(db, row.programIds),
  ]);
  return {
    coupon: toStudioCouponView(row, now),
    categories: categories.map(({ id, arName, enName }) => ({ id, arName, enName })),
    programs: programs.map(({ id, arTitle, enTitle, type }) => ({ id, arTitle, enTitle, type })),
  };
}

/** One coupon for its studio page, administrators only; unknown id: NOT_FOUND. */
export async function getStudioCoupon(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioCouponDetail> {
  const { couponId } = parseInput(studioCouponSchema, input);
  requireAdmin(await requireStudioActor(deps, caller));
  const row = await findStudioCoupon(deps.db, couponId);
  if (!row) throw new AppError('NOT_FOUND');
  return loadStudioCouponDetail(deps.db, row, deps.now());
}
