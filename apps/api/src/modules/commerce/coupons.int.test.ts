import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  ADD,
  APPLY,
  CANCEL_COUPON,
  CHECKOUT,
  DELETE_COUPON,
  GET_CART,
  addCoupon,
  commerceProbe,
  learner,
  orderOf,
  seedShop,
  sendWebhook,
  type Learner,
} from './testing/commerce-world';

let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;
const day = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
  await addCoupon(server, { code: 'WELCOME10', kind: 'PERCENTAGE', value: 10 });
  await addCoupon(server, { code: 'RAMADAN', kind: 'FIXED', value: 100_00 });
  await addCoupon(server, { code: 'HUGE', kind: 'FIXED', value: 10_000_00 });
  await addCoupon(server, { code: 'OLD', kind: 'PERCENTAGE', value: 20, validTo: new Date(Date.now() - day) });
  await addCoupon(server, { code: 'SOON', kind: 'PERCENTAGE', value: 20, validFrom: new Date(Date.now() + day) });
  await addCoupon(server, { code: 'OFF', kind: 'PERCENTAGE', value: 20, isActive: false });
  await addCoupon(server, { code: 'WORKSHOPS', kind: 'PERCENTAGE', value: 50, types: ['WORKSHOP'] });
  await addCoupon(server, { code: 'NUTRITION', kind: 'PERCENTAGE', value: 50, categoryIds: [shop.nutrition.id] });
  await addCoupon(server, { code: 'BASICS', kind: 'PERCENTAGE', value: 50, programIds: [shop.basics.id] });
  await addCoupon(server, { code: 'BIGCART', kind: 'PERCENTAGE', value: 5, minCartPiastres: 1000_00 });
  await addCoupon(server, { code: 'ONCE', kind: 'PERCENTAGE', value: 5, maxUsesPerUser: 1 });
  await addCoupon(server, { code: 'SINGLE', kind: 'PERCENTAGE', value: 5, maxUses: 1 });
  await addCoupon(server, { code: 'SAVE50', kind: 'PERCENTAGE', value: 50 });
});
afterAll(() => server.close());

async function shopper(programIds: string[]) {
  const who = await learner(server);
  for (const id of programIds) expect((await who.call(ADD, { input: { learningProgramId: id } })).success).toBe(true);
  return who;
}

async function payCheckout(who: Learner, code?: string) {
  const checkout = await who.call(CHECKOUT, code ? { code } : {});
  expect(checkout.success).toBe(true);
  return sendWebhook(server, { reference: checkout.data.reference });
}

describe('applying a coupon', () => {
  it('takes a percentage off, keeps totals exact, and removing it restores them', async () => {
    const who = await shopper([shop.basics.id, shop.strength.id]);
    const applied = await who.call(APPLY, { code: ' welcome10 ' });
    expect(applied).toMatchObject({ success: true, code: 'COUPON_APPLIED' });
    expect(applied.data).toMatchObject({
      totalPrice: 700.5,
      discountAmount: 70.05,
      totalPriceAfterDiscount: 630.45,
      vatAmount: 88.26,
      netPrice: 718.71,
      lastAppliedCoupon: { code: 'WELCOME10', kind: 'PERCENTAGE', value: 10 },
    });
    const prices = applied.data.cartItems.map((i: any) => i.adjustedPrice).sort();
    expect(prices).toEqual([270, 360.45]);
    const cancelled = await who.call(CANCEL_COUPON);
    expect(cancelled).toMatchObject({
      code: 'COUPON_REMOVED',
      data: { discountAmount: 0, totalPriceAfterDiscount: 700.5, lastAppliedCoupon: null },
    });
  });

  it('takes a fixed amount off, never more than the cart', async () => {
    const who = await shopper([shop.workshop.id]);
    expect((await who.call(APPLY, { code: 'RAMADAN' })).data).toMatchObject({
      discountAmount: 100,
      totalPriceAfterDiscount: 100,
      lastAppliedCoupon: { value: 100 },
    });
    expect((await who.call(APPLY, { code: 'HUGE' })).data).toMatchObject({
      discountAmount: 200,
      totalPriceAfterDiscount: 0,
      netPrice: 0,
    });
  });

  it('holds one coupon per cart: a new one replaces it; deleteCoupon checks the id', async () => {
    const who = await shopper([shop.workshop.id]);
    const first = (await who.call(APPLY, { code: 'WELCOME10' })).data.lastAppliedCoupon;
    const second = (await who.call(APPLY, { code: 'RAMADAN' })).data.lastAppliedCoupon;
    expect(second.code).toBe('RAMADAN');
    expect((await who.call(DELETE_COUPON, { id: first.id })).code).toBe('NOT_FOUND');
    expect((await who.call(DELETE_COUPON, { id: second.id })).data.lastAppliedCoupon).toBeNull();
  });

  it('accepts Arabic-Indic digits in the code', async () => {
    const who = await shopper([shop.workshop.id]);
    expect((await who.call(APPLY, { code: 'save٥٠' })).data.lastAppliedCoupon.code).toBe('SAVE50');
  });

  it('applies a restricted coupon to the matching items only', async () => {
    const who = await shopper([shop.basics.id, shop.strength.id, shop.workshop.id]);
    const byType = (await who.call(APPLY, { code: 'WORKSHOPS' })).data;
    expect(byType.discountAmount).toBe(100);
    const adjusted = (cart: any, id: string) =>
      cart.cartItems.find((i: any) => i.learningProgramId === id).adjustedPrice;
    expect(adjusted(byType, shop.workshop.id)).toBe(100);
    expect(adjusted(byType, shop.strength.id)).toBe(300);
    // Basics (400.50) and the workshop (200) are in Nutrition: 50% of 600.50.
    expect((await who.call(APPLY, { code: 'NUTRITION' })).data.discountAmount).toBe(300.25);
    expect((await who.call(APPLY, { code: 'BASICS' })).data.discountAmount).toBe(200.25);
  });
});

describe('coupon refusals', () => {
  it.each([
    ['NOPE', 'COUPON_NOT_FOUND', 'This coupon code does not exist.'],
    ['OFF', 'COUPON_NOT_FOUND', 'This coupon code does not exist.'],
    ['OLD', 'COUPON_EXPIRED', 'This coupon has expired or is not active yet.'],
    ['SOON', 'COUPON_EXPIRED', 'This coupon has expired or is not active yet.'],
    ['BASICS', 'COUPON_NOT_APPLICABLE', 'This coupon does not apply to the items in your cart.'],
    ['BIGCART', 'COUPON_BELOW_MINIMUM', 'Your cart total is below the minimum for this coupon.'],
  ])('%s → %s', async (code, expected, message) => {
    const who = await shopper([shop.strength.id]);
    expect(await who.call(APPLY, { code })).toMatchObject({ success: false, code: expected, message });
    const arabic = await who.call(APPLY, { code }, { locale: 'ar' });
    expect(arabic.code).toBe(expected);
    expect(arabic.message).not.toBe(message);
    expect((await who.call(GET_CART)).data.lastAppliedCoupon).toBeNull();
  });

  it('refuses a malformed code per field', async () => {
    const who = await shopper([shop.strength.id]);
    const result = await who.call(APPLY, { code: 'no spaces!' });
    expect(result).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'coupon_code' }] });
  });

  it('counts a use only when paid, and enforces the per-learner limit', async () => {
    const who = await shopper([shop.strength.id]);
    await who.call(APPLY, { code: 'ONCE' });
    expect((await commerceProbe(server).coupon('ONCE')).timesUsed).toBe(0);
    await payCheckout(who);
    expect((await commerceProbe(server).coupon('ONCE')).timesUsed).toBe(1);
    await who.call(ADD, { input: { learningProgramId: shop.workshop.id } });
    expect((await who.call(APPLY, { code: 'ONCE' })).code).toBe('COUPON_EXHAUSTED');
    // Someone else still may.
    expect((await (await shopper([shop.workshop.id])).call(APPLY, { code: 'ONCE' })).success).toBe(true);
  });

  it('reserves a limited coupon at checkout, releases it on failure or expiry', async () => {
    const first = await shopper([shop.strength.id]);
    const second = await shopper([shop.strength.id]);
    const checkout = await first.call(CHECKOUT, { code: 'SINGLE' });
    expect(checkout.success).toBe(true);
    expect((await second.call(APPLY, { code: 'SINGLE' })).code).toBe('COUPON_EXHAUSTED');
    await sendWebhook(server, { reference: checkout.data.reference, success: false });
    expect((await second.call(APPLY, { code: 'SINGLE' })).success).toBe(true);
    const again = await second.call(CHECKOUT);
    expect(again.success).toBe(true);
    expect((await first.call(APPLY, { code: 'SINGLE' })).code).toBe('COUPON_EXHAUSTED');
    server.advanceTime(31 * 60 * 1000);
    expect((await first.call(APPLY, { code: 'SINGLE' })).success).toBe(true);
    // The lapsed reservation's payment still settles (nobody else has paid); then the coupon is used up.
    expect((await sendWebhook(server, { reference: again.data.reference })).body.result).toBe('PAID');
    expect((await first.call(CHECKOUT)).code).toBe('COUPON_EXHAUSTED');
    expect((await commerceProbe(server).coupon('SINGLE')).timesUsed).toBe(1);
  });

  it('gives a single-use coupon back to a learner who left the payment page or was declined', async () => {
    await addCoupon(server, { code: 'COMEBACK', kind: 'PERCENTAGE', value: 10, maxUses: 1, maxUsesPerUser: 1 });
    const who = await shopper([shop.strength.id]);
    expect((await who.call(APPLY, { code: 'COMEBACK' })).success).toBe(true);
    const left = await who.call(CHECKOUT);
    expect(left.success).toBe(true);
    // Back from the payment page: the cart still carries the discount and the code applies again.
    const cart = await who.call(GET_CART);
    expect(cart.data.lastAppliedCoupon).toMatchObject({ code: 'COMEBACK' });
    expect(cart.data.discountAmount).toBeGreaterThan(0);
    expect((await who.call(APPLY, { code: 'COMEBACK' })).success).toBe(true);
    const declined = await who.call(CHECKOUT);
    expect(declined.success).toBe(true);
    expect(await orderOf(server, left.data.reference)).toMatchObject({ status: 'CANCELLED' });
    await sendWebhook(server, { reference: declined.data.reference, success: false });
    expect((await who.call(APPLY, { code: 'COMEBACK' })).success).toBe(true);
    // While this learner's checkout holds the only place, nobody else gets it.
    const paid = await who.call(CHECKOUT);
    expect(paid.success).toBe(true);
    expect((await (await shopper([shop.strength.id])).call(APPLY, { code: 'COMEBACK' })).code).toBe('COUPON_EXHAUSTED');
    expect((await sendWebhook(server, { reference: paid.data.reference })).body.result).toBe('PAID');
    expect((await commerceProbe(server).coupon('COMEBACK')).timesUsed).toBe(1);
    await who.call(ADD, { input: { learningProgramId: shop.workshop.id } });
    expect((await who.call(APPLY, { code: 'COMEBACK' })).code).toBe('COUPON_EXHAUSTED');
  });

  it('sends a paid order over the coupon limit to review instead of over-using it', async () => {
    await addCoupon(server, { code: 'RACE', kind: 'PERCENTAGE', value: 5, maxUses: 1 });
    const slow = await shopper([shop.strength.id]);
    const fast = await shopper([shop.strength.id]);
    const slowCheckout = await slow.call(CHECKOUT, { code: 'RACE' });
    server.advanceTime(31 * 60 * 1000);
    const fastCheckout = await fast.call(CHECKOUT, { code: 'RACE' });
    expect((await sendWebhook(server, { reference: fastCheckout.data.reference })).body.result).toBe('PAID');
    expect((await sendWebhook(server, { reference: slowCheckout.data.reference })).body.result).toBe('REVIEW');
    expect(await orderOf(server, slowCheckout.data.reference)).toMatchObject({
      status: 'REVIEW',
      reviewReason: 'COUPON_LIMIT',
    });
    expect((await commerceProbe(server).coupon('RACE')).timesUsed).toBe(1);
  });
});

describe('concurrent checkouts', () => {
  it('50 simultaneous checkouts with a 10-use coupon end with at most 10 paid uses', async () => {
    await addCoupon(server, { code: 'TEN', kind: 'PERCENTAGE', value: 10, maxUses: 10 });
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => shopper([shop.workshop.id])));
    const results = await Promise.all(shoppers.map((who) => who.call(CHECKOUT, { code: 'TEN' })));
    const placed = results.filter((r) => r.success);
    expect(placed).toHaveLength(10);
    expect(results.filter((r) => !r.success).every((r) => r.code === 'COUPON_EXHAUSTED')).toBe(true);
    const hooks = await Promise.all(placed.map((r) => sendWebhook(server, { reference: r.data.reference })));
    expect(hooks.every((h) => h.body.result === 'PAID')).toBe(true);
    expect((await commerceProbe(server).coupon('TEN')).timesUsed).toBe(10);
  });
});
