import type { DbOrTx } from '../client';
import { insertCoupon, type NewCoupon } from '../queries/commerce/coupons';

/** Demo coupons (docs/product/commerce.md): a welcome percentage, a fixed Ramadan amount, and an expired one to see the refusal. */
export const DEMO_COUPONS: NewCoupon[] = [
  { code: 'WELCOME10', kind: 'PERCENTAGE', value: 10, maxUsesPerUser: 1 },
  { code: 'RAMADAN', kind: 'FIXED', value: 100_00, minCartPiastres: 300_00 },
  {
    code: 'SUMMER2025',
    kind: 'PERCENTAGE',
    value: 20,
    validFrom: new Date('2025-06-01T00:00:00+03:00'),
    validTo: new Date('2025-08-31T23:59:59+03:00'),
  },
];

/** Creates the demo coupons that do not exist yet; existing ones (and their use counts) are kept. */
export async function seedDemoCoupons(db: DbOrTx): Promise<void> {
  for (const coupon of DEMO_COUPONS) await insertCoupon(db, coupon);
}
