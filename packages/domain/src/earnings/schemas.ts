import { normalizeDigits } from '@manara/i18n';
import { z } from 'zod';
import { optional, uuidField } from '../catalog/index';
import { plainTextField } from '../validation/index';

/** Typed text with Arabic-Indic digits and the Arabic decimal sign read as ASCII. */
const typed = (v: unknown) => (typeof v === 'string' ? normalizeDigits(v).replace('٫', '.').trim() : v);

/** YYYY-MM, a Cairo calendar month. */
export const monthField = z.preprocess(
  typed,
  z.string({ message: 'invalid' }).refine((v) => /^\d{4}-(0[1-9]|1[0-2])$/.test(v), { message: 'month' }),
);

/** YYYY-MM-DD, a real Cairo calendar date. */
export const dayField = z.preprocess(
  typed,
  z.string({ message: 'invalid' }).refine(
    (v) => {
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
      const [y, m, d] = v.split('-').map(Number) as [number, number, number];
      const at = new Date(Date.UTC(y, m - 1, d));
      return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
    },
    { message: 'date' },
  ),
);

/** A decimal with at most two places, as hundredths (piastres, or basis points of a percent). */
function hundredths(message: string, min: number, max: number) {
  return z.preprocess(
    (v) => {
      const text = typed(v);
      if (typeof text === 'number') return text.toFixed(2).replace(/\.?0+$/, '');
      return text;
    },
    z
      .string({ message })
      .refine((v) => /^\d{1,9}(\.\d{1,2})?$/.test(v), { message })
      .transform((v) => {
        const [whole, fraction = ''] = v.split('.');
        return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
      })
      .refine((v) => v >= min && v <= max, { message }),
  );
}

/** `studioEarningsStatement`: a lecturer's month (a lecturer's own when the id is absent). */
export const earningsStatementSchema = z.object({
  lecturerId: optional(uuidField),
  month: optional(monthField),
});

/** `setLecturerShare`: percent (two decimals) from a Cairo date on, from the history length seen. */
export const setLecturerShareSchema = z.object({
  lecturerId: uuidField,
  sharePercent: hundredths('sharePercent', 0, 10_000),
  effectiveFrom: dayField,
  version: z.number({ message: 'invalid' }).int().min(0),
});

/** `recordLecturerPayout`: EGP paid by bank transfer or wallet on a Cairo date, with its reference. */
export const recordLecturerPayoutSchema = z.object({
  lecturerId: uuidField,
  amount: hundredths('payoutAmount', 1, 100_000_000),
  method: z.enum(['BANK_TRANSFER', 'WALLET'], { message: 'invalid' }),
  reference: plainTextField(120),
  paidOn: dayField,
});

/** `downloadEarningsStatement`: the month as CSV or PDF, in a language. */
export const earningsStatementDownloadSchema = z.object({
  lecturerId: optional(uuidField),
  month: monthField,
  format: z.enum(['CSV', 'PDF'], { message: 'invalid' }),
  language: optional(z.enum(['AR', 'EN'])),
});
