import { normalizeDigits } from '@manara/i18n';
import { z } from 'zod';
import { optional, paginateSchema, programTypeField, sortOrderField, uuidField } from '../catalog/index';
import { plainTextField } from '../validation/index';
import { parseWalletNumber } from './parse-wallet-number';
import { PAYMENT_METHODS, type PaymentMethod } from '../ports/index';

/** Coupon codes: letters, digits, - and _; Arabic-Indic digits typed by the learner are accepted. */
export const couponCodeField = z
  .string()
  .transform((v) => normalizeDigits(v).trim().toUpperCase())
  .pipe(
    z
      .string()
      .min(1)
      .max(40)
      .regex(/^[A-Z0-9_-]+$/, { message: 'invalid' }),
  );

export const createCartItemSchema = z.object({
  learningProgramId: uuidField,
  learningProgramType: optional(z.enum(['COURSE', 'WORKSHOP', 'DIPLOMA'])),
});

export const deleteCartItemSchema = z.object({ cartItemId: uuidField });
export const applyCouponSchema = z.object({ coupon_code: couponCodeField });
export const deleteCouponSchema = z.object({ id: optional(uuidField) });
/** The method chosen at checkout (decision 0065) and, for a wallet, its number (an Egyptian mobile). */
const paymentChoice = {
  payment_method: optional(z.enum(PAYMENT_METHODS)),
  wallet_number: optional(z.string().max(30)),
};
const walletNumberRequired = (
  value: { payment_method?: PaymentMethod | undefined; wallet_number?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (value.payment_method !== 'WALLET') return;
  if (!value.wallet_number) ctx.addIssue({ code: 'custom', path: ['wallet_number'], message: 'required' });
  else if (!parseWalletNumber(value.wallet_number))
    ctx.addIssue({ code: 'custom', path: ['wallet_number'], message: 'walletNumber' });
};
export const checkOutSchema = z
  .object({ coupon_code: optional(couponCodeField), ...paymentChoice })
  .superRefine(walletNumberRequired);
export const buyNowSchema = z
  .object({ learningProgramId: uuidField, coupon_code: optional(couponCodeField), ...paymentChoice })
  .superRefine(walletNumberRequired);
export const myTransactionsSchema = z.object({ paginate: paginateSchema });
export const transactionCodeSchema = z.object({ code: z.string().trim().min(1).max(80) });

/** EGP with up to two decimals, more than nothing, read as piastres. */
const refundAmountField = z
  .number({ message: 'invalid' })
  .refine((v) => Number.isFinite(v) && v > 0 && v <= 10_000_000 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: 'invalid',
  })
  .transform((v) => Math.round(v * 100));
/** Why money goes back: kept with the refund and in the audit log. */
const refundReasonField = plainTextField(500, { min: 3, multiline: true });

/** An administrator's refund (decision 0043): absent amount means all that remains. */
export const refundOrderSchema = z.object({
  orderId: uuidField,
  amount: optional(refundAmountField),
  reason: refundReasonField,
});

/** An administrator's decision on an order held in REVIEW (decision 0043). */
export const resolveOrderReviewSchema = z.object({
  orderId: uuidField,
  action: z.enum(['GRANT', 'REFUND']),
  reason: refundReasonField,
});

/** The studio's order list (docs/product/studio.md): filters are optional; dates are instants the studio computed from Cairo days. */
export const studioOrdersSchema = z.object({
  paginate: paginateSchema,
  search: optional(
    z
      .string()
      .transform((v) => normalizeDigits(v).trim())
      .pipe(z.string().max(120)),
  ),
  status: optional(z.enum(['PENDING', 'PAID', 'FAILED', 'CANCELLED', 'REVIEW'])),
  from: optional(z.coerce.date({ message: 'invalid' })),
  to: optional(z.coerce.date({ message: 'invalid' })),
  programId: optional(uuidField),
});

export const studioOrderSchema = z.object({ orderId: uuidField });

// Coupons in the studio (decision 0053).

/** A code an administrator gives a coupon: 3–40 letters, digits, - and _; stored upper-case. */
const studioCouponCodeField = z
  .string()
  .transform((v) => normalizeDigits(v).trim().toUpperCase())
  .refine((v) => /^[A-Z0-9_-]{3,40}$/.test(v), { message: 'couponCode' });
/** The studio sends numbers; text (Arabic-Indic digits, the Arabic decimal sign) is read too. */
const typedNumber = (schema: z.ZodType<number>) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const text = normalizeDigits(v).replace('٫', '.').trim();
    return text === '' ? undefined : Number(text);
  }, schema);
/** A whole count of uses, or nothing for no limit. */
const useLimitField = optional(
  typedNumber(z.number({ message: 'invalid' }).int({ message: 'invalid' }).min(1).max(1_000_000)),
).transform((v) => v ?? null);
/** EGP with up to two decimals (0 allowed), read as piastres. */
const minOrderField = optional(
  typedNumber(
    z
      .number({ message: 'invalid' })
      .refine((v) => Number.isFinite(v) && v >= 0 && v <= 1_000_000 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
        message: 'invalid',
      }),
  ),
).transform((v) => Math.round((v ?? 0) * 100));
/** An instant the studio computed from Cairo wall time; null: no bound. */
const couponInstantField = optional(z.coerce.date({ message: 'invalid' })).transform((v) => v ?? null);
const idListField = z.preprocess((v) => v ?? [], z.array(uuidField).max(100));

export const couponScopeField = z.enum(['EVERYTHING', 'CATEGORIES', 'PROGRAMS', 'PROGRAM_TYPES']);
export type CouponScope = z.output<typeof couponScopeField>;

const couponTermsShape = {
  code: studioCouponCodeField,
  kind: z.enum(['PERCENTAGE', 'FIXED'], { message: 'invalid' }),
  /** PERCENTAGE: whole percent 1–100; FIXED: EGP. */
  value: typedNumber(z.number({ message: 'invalid' })),
  validFrom: couponInstantField,
  validTo: couponInstantField,
  maxUses: useLimitField,
  maxUsesPerUser: useLimitField,
  minOrder: minOrderField,
  scope: couponScopeField,
  categoryIds: idListField,
  programIds: idListField,
  programTypes: z.preprocess((v) => v ?? [], z.array(programTypeField).max(3)),
  firstPurchaseOnly: optional(z.boolean()).transform((v) => v ?? false),
};
type TermsInput = z.output<z.ZodObject<typeof couponTermsShape>>;

/** What a coupon's terms must satisfy beyond each field's shape; every failure on its field. */
function checkTerms(terms: TermsInput, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (terms.kind === 'PERCENTAGE' && !(Number.isInteger(terms.value) && terms.value >= 1 && terms.value <= 100))
    issue('value', 'couponPercent');
  const cents = terms.value * 100;
  if (
    terms.kind === 'FIXED' &&
    !(
      Number.isFinite(terms.value) &&
      terms.value > 0 &&
      terms.value <= 1_000_000 &&
      Math.abs(cents - Math.round(cents)) < 1e-6
    )
  )
    issue('value', 'couponAmount');
  if (terms.validFrom && terms.validTo && terms.validTo <= terms.validFrom) issue('validTo', 'endBeforeStart');
  if (terms.scope === 'CATEGORIES' && terms.categoryIds.length === 0) issue('categoryIds', 'couponScopeEmpty');
  if (terms.scope === 'PROGRAMS' && terms.programIds.length === 0) issue('programIds', 'couponScopeEmpty');
  if (terms.scope === 'PROGRAM_TYPES' && terms.programTypes.length === 0) issue('programTypes', 'couponScopeEmpty');
}

/** The terms as stored: piastres, and only the scope's own list (the others emptied). */
function toCouponTerms({ value, minOrder, scope, categoryIds, programIds, programTypes, ...rest }: TermsInput) {
  return {
    ...rest,
    value: rest.kind === 'FIXED' ? Math.round(value * 100) : value,
    minCartPiastres: minOrder,
    rules: {
      categoryIds: scope === 'CATEGORIES' ? [...new Set(categoryIds)].sort() : [],
      programIds: scope === 'PROGRAMS' ? [...new Set(programIds)].sort() : [],
      types: scope === 'PROGRAM_TYPES' ? [...new Set(programTypes)].sort() : [],
    },
  };
}
export type CouponTerms = ReturnType<typeof toCouponTerms>;

/** `createCoupon`: a new coupon's terms. */
export const createCouponSchema = z.object(couponTermsShape).superRefine(checkTerms).transform(toCouponTerms);

/** `updateCoupon`: the whole terms again, from the version the administrator opened. */
export const updateCouponSchema = z
  .object({ couponId: uuidField, version: z.number({ message: 'invalid' }).int().min(1), ...couponTermsShape })
  .superRefine(checkTerms)
  .transform(({ couponId, version, ...terms }) => ({ couponId, version, terms: toCouponTerms(terms) }));

/** `setCouponActive`: disable or enable, from the version shown. */
export const setCouponActiveSchema = z.object({
  couponId: uuidField,
  version: z.number({ message: 'invalid' }).int().min(1),
  isActive: z.boolean({ message: 'invalid' }),
});

export const studioCouponSchema = z.object({ couponId: uuidField });

/** The studio's coupon list: search by code, a status, the coupon sort field and order, a page. */
export const studioCouponsSchema = z.object({
  paginate: paginateSchema,
  search: optional(
    z
      .string()
      .transform((v) => normalizeDigits(v).trim())
      .pipe(z.string().max(40)),
  ),
  status: optional(z.enum(['ACTIVE', 'DISABLED', 'EXPIRED'])),
  sort: z.preprocess(
    (v) => v ?? {},
    z
      .object({
        field: optional(z.enum(['CREATED_AT', 'TIMES_USED', 'UPDATED_AT'])),
        order: optional(sortOrderField),
      })
      .transform(({ field = 'CREATED_AT', order = 'DESC' }) => ({ field, order })),
  ),
});

// Learners' refund requests and the policy for them (decision 0057).

/** A whole number typed in the studio (Arabic-Indic digits read), within bounds. */
const wholeNumberField = (min: number, max: number) =>
  z
    .preprocess(
      (v) => {
        if (typeof v !== 'string') return v ?? undefined;
        const text = normalizeDigits(v).trim();
        return text === '' ? undefined : /^-?\d+$/.test(text) ? Number(text) : text;
      },
      z.unknown().superRefine((v, ctx) => {
        if (v === undefined) ctx.addIssue({ code: 'custom', message: 'required' });
        else if (typeof v !== 'number' || !Number.isInteger(v)) ctx.addIssue({ code: 'custom', message: 'invalid' });
      }),
    )
    .transform((v) => v as number)
    .pipe(z.number().min(min).max(max));

/** `updateRefundPolicy`: whether learners may ask, and within how many days and how much consumed. */
export const updateRefundPolicySchema = z.object({
  requestsEnabled: z.boolean({ message: 'invalid' }),
  maxDays: wholeNumberField(0, 365),
  maxConsumedPercent: wholeNumberField(0, 100),
});

/** `requestRefund`: the learner's order and why (3–500 characters of plain text). */
export const requestRefundSchema = z.object({ orderId: uuidField, reason: refundReasonField });

/** `approveRefundRequest`: an optional note (the refund's reason; the learner's when absent). */
export const approveRefundRequestSchema = z.object({
  requestId: uuidField,
  reason: optional(refundReasonField),
});

/** `rejectRefundRequest`: why, told to the learner. */
export const rejectRefundRequestSchema = z.object({ requestId: uuidField, reason: refundReasonField });

/** The studio's queue: pending (oldest first) or decided (newest first). */
export const studioRefundRequestsSchema = z.object({
  paginate: paginateSchema,
  decided: optional(z.boolean()).transform((v) => v ?? false),
});
