import { normalizeDigits } from '@manara/i18n';
import { cairoWallTimeToDate, dateToCairoWallTime } from '@/features/studio/lib/cairo-wall-time';

export type CouponKind = 'PERCENTAGE' | 'FIXED';
export type CouponScope = 'EVERYTHING' | 'CATEGORIES' | 'PROGRAMS' | 'PROGRAM_TYPES';
export type ProgramType = 'COURSE' | 'WORKSHOP' | 'DIPLOMA';

/** The coupon form as typed: numbers as text (Arabic-Indic digits welcome), dates as Cairo wall time. */
export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  value: string;
  validFrom: string;
  validTo: string;
  maxUses: string;
  maxUsesPerUser: string;
  minOrder: string;
  scope: CouponScope;
  categoryIds: string[];
  programIds: string[];
  programTypes: ProgramType[];
  firstPurchaseOnly: boolean;
}

export const emptyCouponForm: CouponFormValues = {
  code: '',
  kind: 'PERCENTAGE',
  value: '',
  validFrom: '',
  validTo: '',
  maxUses: '',
  maxUsesPerUser: '',
  minOrder: '',
  scope: 'EVERYTHING',
  categoryIds: [],
  programIds: [],
  programTypes: [],
  firstPurchaseOnly: false,
};

/** A typed number: Arabic-Indic digits and the Arabic decimal sign read; empty → null; not a number → NaN (the API says why). */
export function typedNumber(text: string): number | null {
  const plain = normalizeDigits(text).replace('٫', '.').replace(',', '.').trim();
  return plain === '' ? null : Number(plain);
}

/** The API's terms from the form; the Cairo wall times become instants. */
export function couponInputOf(values: CouponFormValues) {
  const at = (wall: string) => (wall ? (cairoWallTimeToDate(wall)?.toISOString() ?? wall) : null);
  return {
    code: normalizeDigits(values.code).trim(),
    kind: values.kind,
    value: typedNumber(values.value),
    validFrom: at(values.validFrom),
    validTo: at(values.validTo),
    maxUses: typedNumber(values.maxUses),
    maxUsesPerUser: typedNumber(values.maxUsesPerUser),
    minOrder: typedNumber(values.minOrder),
    scope: values.scope,
    categoryIds: values.scope === 'CATEGORIES' ? values.categoryIds : [],
    programIds: values.scope === 'PROGRAMS' ? values.programIds : [],
    programTypes: values.scope === 'PROGRAM_TYPES' ? values.programTypes : [],
    firstPurchaseOnly: values.firstPurchaseOnly,
  };
}

interface StoredCoupon {
  code: string;
  kind: CouponKind;
  value: number;
  validFrom?: unknown;
  validTo?: unknown;
  maxUses?: number | null;
  maxUsesPerUser?: number | null;
  minOrder: number;
  scope: CouponScope;
  categoryIds: readonly string[];
  programIds: readonly string[];
  programTypes: readonly ProgramType[];
  firstPurchaseOnly: boolean;
}

/** The form for a stored coupon (instants shown as Cairo wall time). */
export function couponFormOf(coupon: StoredCoupon): CouponFormValues {
  const wall = (value: unknown) => (value ? dateToCairoWallTime(new Date(String(value))) : '');
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: String(coupon.value),
    validFrom: wall(coupon.validFrom),
    validTo: wall(coupon.validTo),
    maxUses: coupon.maxUses == null ? '' : String(coupon.maxUses),
    maxUsesPerUser: coupon.maxUsesPerUser == null ? '' : String(coupon.maxUsesPerUser),
    minOrder: coupon.minOrder ? String(coupon.minOrder) : '',
    scope: coupon.scope,
    categoryIds: [...coupon.categoryIds],
    programIds: [...coupon.programIds],
    programTypes: [...coupon.programTypes],
    firstPurchaseOnly: coupon.firstPurchaseOnly,
  };
}

/** The number fields whose text is not a number (the API would only see it as missing). */
export function unreadableNumbers(
  values: CouponFormValues,
): Array<'value' | 'maxUses' | 'maxUsesPerUser' | 'minOrder'> {
  return (['value', 'maxUses', 'maxUsesPerUser', 'minOrder'] as const).filter((key) =>
    Number.isNaN(typedNumber(values[key]) ?? 0),
  );
}
