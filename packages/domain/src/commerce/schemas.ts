import { normalizeDigits } from '@manara/i18n';
import { z } from 'zod';
import { optional, paginateSchema, uuidField } from '../catalog/index';

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
