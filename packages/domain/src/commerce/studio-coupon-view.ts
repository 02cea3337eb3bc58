import type { CategoryRow, StudioCouponRow } from '@manara/db';
import type { CouponScope } from './schemas';

const egp = (piastres: number) => piastres / 100;

/** Where a coupon stands now: switched off, past its window, or usable (perhaps not yet begun). */
export type CouponStatus = 'ACTIVE' | 'DISABLED' | 'EXPIRED';

/** A coupon as the studio shows it (money in EGP, decision 0053). */
export interface StudioCouponView {
  id: string;
  code: string;
  kind: 'PERCENTAGE' | 'FIXED';
  /** PERCENTAGE: whole percent; FIXED: EGP. */
  value: number;
  validFrom: Date | null;
  validTo: Date | null;
  maxUses: number | null;
  maxUsesPerUser: number | null;
  /** EGP; 0 for none. */
  minOrder: number;
  scope: CouponScope;
  categoryIds: string[];
  programIds: string[];
  programTypes: Array<'COURSE' | 'WORKSHOP' | 'DIPLOMA'>;
  firstPurchaseOnly: boolean;
  isActive: boolean;
  status: CouponStatus;
  /** Paid orders that used it. */
  uses: number;
  /** EGP those orders brought in, VAT included, less refunds. */
  revenue: number;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

/** A coupon's scope from its restriction lists (the studio writes one kind; the first set wins). */
export function couponScopeOf(row: Pick<StudioCouponRow, 'programIds' | 'categoryIds' | 'types'>): CouponScope {
  if (row.programIds.length > 0) return 'PROGRAMS';
  if (row.categoryIds.length > 0) return 'CATEGORIES';
  if (row.types.length > 0) return 'PROGRAM_TYPES';
  return 'EVERYTHING';
}

export function couponStatusOf(row: Pick<StudioCouponRow, 'isActive' | 'validTo'>, now: Date): CouponStatus {
  if (!row.isActive) return 'DISABLED';
  if (row.validTo && row.validTo <= now) return 'EXPIRED';
  return 'ACTIVE';
}

export function toStudioCouponView(row: StudioCouponRow, now: Date): StudioCouponView {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'FIXED' ? egp(row.value) : row.value,
    validFrom: row.validFrom,
    validTo: row.validTo,
    maxUses: row.maxUses,
    maxUsesPerUser: row.maxUsesPerUser,
    minOrder: egp(row.minCartPiastres),
    scope: couponScopeOf(row),
    categoryIds: row.categoryIds,
    programIds: row.programIds,
    programTypes: row.types,
    firstPurchaseOnly: row.firstPurchaseOnly,
    isActive: row.isActive,
    status: couponStatusOf(row, now),
    uses: row.uses,
    revenue: egp(row.revenuePiastres),
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** One coupon for its edit page: the coupon and the names of what its scope lists. */
export interface StudioCouponDetail {
  coupon: StudioCouponView;
  categories: Array<Pick<CategoryRow, 'id' | 'arName' | 'enName'>>;
  programs: Array<{ id: string; arTitle: string; enTitle: string; type: 'COURSE' | 'WORKSHOP' | 'DIPLOMA' }>;
}
