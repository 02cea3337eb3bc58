import {
  findCategoriesByIds,
  findProgramsByIds,
  isCouponCodeTaken,
  isCouponInUse,
  type CouponRow,
  type DbOrTx,
} from '@manara/db';
import { AppError, type FieldError } from '../errors/index';
import type { CouponTerms } from './schemas';

/**
 * What a coupon's terms must satisfy against the database (decision 0053): the code is free (case
 * aside), a used coupon keeps its code, and the categories and programs of its scope exist. All
 * failures at once, each on its field.
 */
export async function checkCouponTerms(
  tx: DbOrTx,
  terms: CouponTerms,
  existing: CouponRow | null,
  now: Date,
): Promise<void> {
  const codeChanged = !existing || existing.code !== terms.code;
  const [taken, inUse, categories, programs] = await Promise.all([
    codeChanged ? isCouponCodeTaken(tx, terms.code, existing?.id) : false,
    existing && codeChanged ? isCouponInUse(tx, existing.id, now) : false,
    findCategoriesByIds(tx, terms.rules.categoryIds),
    findProgramsByIds(tx, terms.rules.programIds),
  ]);
  const errors: FieldError[] = [];
  if (inUse) errors.push({ field: 'code', messageKey: 'couponCodeLocked' });
  else if (taken) errors.push({ field: 'code', messageKey: 'couponCodeTaken' });
  if (categories.length !== terms.rules.categoryIds.length)
    errors.push({ field: 'categoryIds', messageKey: 'invalid' });
  if (programs.length !== terms.rules.programIds.length) errors.push({ field: 'programIds', messageKey: 'invalid' });
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', errors);
}

/** A coupon's terms as the audit log records them (ids sorted, so a reorder is no change). */
export function auditedCouponTerms(
  coupon: CouponRow & { programIds: string[]; types: string[]; categoryIds: string[] },
) {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.value,
    validFrom: coupon.validFrom?.toISOString() ?? null,
    validTo: coupon.validTo?.toISOString() ?? null,
    maxUses: coupon.maxUses,
    maxUsesPerUser: coupon.maxUsesPerUser,
    minCartPiastres: coupon.minCartPiastres,
    firstPurchaseOnly: coupon.firstPurchaseOnly,
    programIds: [...coupon.programIds].sort(),
    categoryIds: [...coupon.categoryIds].sort(),
    types: [...coupon.types].sort(),
  };
}
