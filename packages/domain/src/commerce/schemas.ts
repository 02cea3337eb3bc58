import { normalizeDigits } from '@manara/i18n';
import { z } from 'zod';
import { optional, paginateSchema, uuidField } from '../catalog/index';
import { plainTextField } from '../validation/index';

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
export const checkOutSchema = z.object({ coupon_code: optional(couponCodeField) });
export const buyNowSchema = z.object({ learningProgramId: uuidField, coupon_code: optional(couponCodeField) });
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
