import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  ADD,
  APPLY,
  BUY_NOW,
  CHECKOUT,
  GET_CART,
  PAYMENT_INTENT,
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

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
  await addCoupon(server, { code: 'WELCOME10', kind: 'PERCENTAGE', value: 10 });
  await addCoupon(server, { code: 'FREEALL', kind: 'PERCENTAGE', value: 100 });
});
afterAll(() => server.close());

async function cartWith(who: Learner, programIds: string[]) {
  for (const id of programIds) expect((await who.call(ADD, { input: { learningProgramId: id } })).success).toBe(true);
}

describe('checkout → webhook → paid', () => {
  it('pays, enrols, empties the cart, counts the coupon, clears it and numbers the invoice', async () => {
    const ahmed = await learner(server, {
      firstName: 'Ahmed',
      lastName: 'Hassan',
      arFirstName: 'أحمد',
      arLastName: 'حسن',
    });
    await cartWith(ahmed, [shop.basics.id, shop.strength.id]);
    expect((await ahmed.call(APPLY, { code: 'welcome10' })).data.discountAmount).toBe(70.05);

    const checkout = await ahmed.call(CHECKOUT);
    expect(checkout).toMatchObject({ success: true, code: 'CHECKOUT_CREATED' });
    const { reference, paymentIntentId, paymentLink, paymentIntentSecretKey, orderStatus } = checkout.data;
    expect(paymentIntentId).toMatch(/^sandbox_/);
    expect(paymentIntentSecretKey).toBeTruthy();
    expect(paymentLink).toContain('/sandbox/checkout?token=');
    expect(orderStatus).toBe('PENDING');
    const order = await orderOf(server, reference);
    // 400.50 + 300 = 700.50; −10% = 630.45; VAT 14% = 88.263 → 88.26; total 718.71.
    expect(order).toMatchObject({
      subtotalPiastres: 70050,
      discountPiastres: 7005,
      vatPiastres: 8826,
      totalPiastres: 71871,
      status: 'PENDING',
    });

    // Nothing is granted before the verified webhook.
    expect(await commerceProbe(server).enrollments(ahmed.user.id)).toHaveLength(0);

    const hook = await sendWebhook(server, { reference });
    expect(hook).toMatchObject({ status: 200, body: { result: 'PAID' } });

    expect((await orderOf(server, reference)).status).toBe('PAID');
    const enrolled = (await commerceProbe(server).enrollments(ahmed.user.id)).map((e) => e.programId).sort();
    expect(enrolled).toEqual([shop.basics.id, shop.strength.id].sort());
    const cart = (await ahmed.call(GET_CART)).data;
    expect(cart.cartItems).toHaveLength(0);
    expect(cart.lastAppliedCoupon).toBeNull();
    expect((await commerceProbe(server).coupon('WELCOME10')).timesUsed).toBe(1);
    const [invoice] = await commerceProbe(server).invoices(ahmed.user.id);
    expect(invoice).toMatchObject({
      enProvidedTo: 'Ahmed Hassan',
      arProvidedTo: 'أحمد حسن',
      couponCode: 'WELCOME10',
      totalPiastres: 71871,
    });
    expect(invoice!.number).toMatch(/^INV-\d{4}-\d{6}$/);
    const [transaction] = await commerceProbe(server).transactions(ahmed.user.id);
    expect(transaction).toMatchObject({
      status: 'PAID',
      cardBrand: 'MasterCard',
      maskedPan: '2346',
      amountPiastres: 71871,
    });
  });

  it('changes nothing on a replayed, duplicated or concurrent callback', async () => {
    const mona = await learner(server);
    await cartWith(mona, [shop.workshop.id]);
    const { reference } = (await mona.call(CHECKOUT)).data;
    const first = await sendWebhook(server, { reference, transactionId: 777_001 });
    expect(first.body.result).toBe('PAID');
    const replays = await Promise.all([1, 2, 3].map(() => sendWebhook(server, { reference, transactionId: 777_001 })));
    for (const replay of replays) expect(replay).toMatchObject({ status: 200, body: { result: 'DUPLICATE' } });
    // A second, different successful transaction for a paid order is recorded, never settled again.
    expect((await sendWebhook(server, { reference, transactionId: 777_002 })).body.result).toBe('RECORDED');
    expect(await commerceProbe(server).invoices(mona.user.id)).toHaveLength(1);
    expect(await commerceProbe(server).enrollments(mona.user.id)).toHaveLength(1);
  });

  it('ignores a late failure or pending callback once paid (out of order)', async () => {
    const sara = await learner(server);
    await cartWith(sara, [shop.strength.id]);
    const { reference } = (await sara.call(CHECKOUT)).data;
    expect((await sendWebhook(server, { reference, transactionId: 888_001 })).body.result).toBe('PAID');
    expect((await sendWebhook(server, { reference, transactionId: 888_002, success: false })).body.result).toBe(
      'RECORDED',
    );
    expect((await orderOf(server, reference)).status).toBe('PAID');
  });

  it('moves a pending transaction on when its final callback arrives', async () => {
    const omar = await learner(server);
    await cartWith(omar, [shop.strength.id]);
    const { reference } = (await omar.call(CHECKOUT)).data;
    expect((await sendWebhook(server, { reference, transactionId: 999_001, pending: true })).body.result).toBe(
      'PENDING',
    );
    expect(await commerceProbe(server).enrollments(omar.user.id)).toHaveLength(0);
    expect((await sendWebhook(server, { reference, transactionId: 999_001 })).body.result).toBe('PAID');
    expect(await commerceProbe(server).enrollments(omar.user.id)).toHaveLength(1);
  });

  it('marks a paid transaction voided when the provider says so, leaving the order as it is', async () => {
    const tarek = await learner(server);
    await cartWith(tarek, [shop.strength.id]);
    const { reference } = (await tarek.call(CHECKOUT)).data;
    await sendWebhook(server, { reference, transactionId: 555_001 });
    expect((await sendWebhook(server, { reference, transactionId: 555_001, voided: true })).body.result).toBe(
      'RECORDED',
    );
    const [transaction] = await commerceProbe(server).transactions(tarek.user.id);
    expect(transaction!.status).toBe('VOIDED');
    expect((await orderOf(server, reference)).status).toBe('PAID');
  });

  it('still honours a payment for a replaced order, and sends the duplicate purchase to review', async () => {
    const salma = await learner(server);
    await cartWith(salma, [shop.strength.id]);
    const old = (await salma.call(CHECKOUT)).data.reference;
    const current = (await salma.call(CHECKOUT)).data.reference;
    expect((await orderOf(server, old)).status).toBe('CANCELLED');
    expect((await sendWebhook(server, { reference: old })).body.result).toBe('PAID');
    expect((await sendWebhook(server, { reference: current })).body.result).toBe('REVIEW');
    expect(await orderOf(server, current)).toMatchObject({ status: 'REVIEW', reviewReason: 'ALREADY_OWNED' });
    expect(await commerceProbe(server).invoices(salma.user.id)).toHaveLength(1);
  });

  it('refuses a tampered or unsigned callback with 401 and changes nothing', async () => {
    const laila = await learner(server);
    await cartWith(laila, [shop.strength.id]);
    const { reference } = (await laila.call(CHECKOUT)).data;
    const tampered = await sendWebhook(server, { reference }, (body) => (body.obj.amount_cents = 1));
    expect(tampered.status).toBe(401);
    const unsigned = await server.app.inject({
      method: 'POST',
      url: '/payments/callback',
      payload: { type: 'TRANSACTION', obj: { id: 1 } },
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await orderOf(server, reference)).status).toBe('PENDING');
    expect(await commerceProbe(server).transactions(laila.user.id)).toHaveLength(0);
  });

  it('flags an amount mismatch for review and grants nothing', async () => {
    const karim = await learner(server);
    await cartWith(karim, [shop.strength.id]);
    const { reference } = (await karim.call(CHECKOUT)).data;
    const hook = await sendWebhook(server, { reference, amountPiastres: 100 });
    expect(hook.body.result).toBe('REVIEW');
    expect(await orderOf(server, reference)).toMatchObject({ status: 'REVIEW', reviewReason: 'AMOUNT_MISMATCH' });
    expect(await commerceProbe(server).enrollments(karim.user.id)).toHaveLength(0);
    expect((await sendWebhook(server, { reference, currency: 'USD' })).body.result).toBe('RECORDED');
  });

  it("ignores and logs order A's signed callback carrying order B's reference, webhook and return alike", async () => {
    const amal = await learner(server);
    const badr = await learner(server);
    await cartWith(amal, [shop.strength.id]);
    await cartWith(badr, [shop.strength.id]);
    const a = (await amal.call(CHECKOUT)).data.reference as string;
    const b = (await badr.call(CHECKOUT)).data.reference as string;
    const aOrderId = Number((await orderOf(server, a)).providerOrderId);
    const warn = vi.spyOn(server.deps.logger, 'warn');
    try {
      // A's signed cancel, with B's reference in the unsigned merchant_order_id.
      const swapped = await sendWebhook(server, { reference: b, orderId: aOrderId, success: false });
      expect(swapped).toMatchObject({ status: 200, body: { result: 'ORDER_MISMATCH' } });
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ reference: b, providerOrderId: String(aOrderId) }),
        expect.stringContaining('ignored'),
      );
      const back = await server.app.inject({
        method: 'GET',
        url: `/payments/return?${new URLSearchParams({ ...swapped.callback.query, locale: 'en' })}`,
      });
      expect(back.headers.location).toMatch(/\/en\/success$/);
    } finally {
      warn.mockRestore();
    }
    expect((await orderOf(server, b)).status).toBe('PENDING');
    expect(await commerceProbe(server).transactions(badr.user.id)).toHaveLength(0);
    expect(await commerceProbe(server).transactions(amal.user.id)).toHaveLength(0);
    // Each order's own callback still counts.
    expect((await sendWebhook(server, { reference: b, success: false })).body.result).toBe('FAILED');
    expect((await sendWebhook(server, { reference: a })).body.result).toBe('PAID');
  });

  it('acknowledges an unknown order reference with 200', async () => {
    const hook = await sendWebhook(server, { reference: 'MNR-UNKNOWN000', amountPiastres: 500 });
    expect(hook).toMatchObject({ status: 200, body: { result: 'UNKNOWN_REFERENCE' } });
  });

  it('fails a pending order on a declined payment; the learner can check out again', async () => {
    const nour = await learner(server);
    await cartWith(nour, [shop.strength.id]);
    const { reference } = (await nour.call(CHECKOUT)).data;
    expect((await sendWebhook(server, { reference, success: false })).body.result).toBe('FAILED');
    expect((await orderOf(server, reference)).status).toBe('FAILED');
    expect((await nour.call(GET_CART)).data.cartItems).toHaveLength(1);
    const retry = await nour.call(CHECKOUT);
    expect(retry.success).toBe(true);
    expect(retry.data.reference).not.toBe(reference);
  });
});

describe('free orders', () => {
  it('completes a 100% coupon order at once without the provider', async () => {
    const hala = await learner(server);
    await cartWith(hala, [shop.workshop.id]);
    const result = await hala.call(CHECKOUT, { code: 'FREEALL' });
    expect(result).toMatchObject({
      success: true,
      code: 'ORDER_COMPLETED',
      data: { paymentIntentId: null, paymentLink: null, orderStatus: 'PAID' },
    });
    expect(await commerceProbe(server).enrollments(hala.user.id)).toHaveLength(1);
    const [transaction] = await commerceProbe(server).transactions(hala.user.id);
    expect(transaction).toMatchObject({ provider: 'free', status: 'PAID', amountPiastres: 0 });
    expect(await commerceProbe(server).invoices(hala.user.id)).toHaveLength(1);
  });

  it('completes buying a free program at once', async () => {
    const zein = await learner(server);
    const result = await zein.call(BUY_NOW, { input: { learningProgramId: shop.stretching.id } });
    expect(result.data).toMatchObject({ paymentIntentId: null, orderStatus: 'PAID' });
  });
});

describe('buy now', () => {
  it('buys one program without touching the cart; a diploma enrols its programs too', async () => {
    const yara = await learner(server);
    await cartWith(yara, [shop.strength.id]);
    const result = await yara.call(BUY_NOW, { input: { learningProgramId: shop.diploma.id } });
    expect(result.success).toBe(true);
    expect((await yara.call(GET_CART)).data.cartItems).toHaveLength(1);
    expect((await sendWebhook(server, { reference: result.data.reference })).body.result).toBe('PAID');
    const enrolled = new Set((await commerceProbe(server).enrollments(yara.user.id)).map((e) => e.programId));
    for (const id of [shop.diploma.id, shop.basics.id, shop.workshop.id, shop.strength.id])
      expect(enrolled.has(id)).toBe(true);
    // The strength course came with the diploma: it leaves the cart, and cannot be bought again.
    expect((await yara.call(GET_CART)).data.cartItems).toHaveLength(0);
    expect((await yara.call(BUY_NOW, { input: { learningProgramId: shop.strength.id } })).code).toBe(
      'PROGRAM_ALREADY_OWNED',
    );
  });

  it('refuses unknown and unpublished programs', async () => {
    const adam = await learner(server);
    expect(
      (await adam.call(BUY_NOW, { input: { learningProgramId: '00000000-0000-4000-8000-000000000000' } })).code,
    ).toBe('NOT_FOUND');
    expect((await adam.call(BUY_NOW, { input: { learningProgramId: shop.unpublished.id } })).code).toBe(
      'PROGRAM_UNAVAILABLE',
    );
    expect((await adam.call(BUY_NOW, { input: {} })).code).toBe('VALIDATION_FAILED');
  });
});

describe('checkout refusals', () => {
  it('refuses an empty cart, and visitors', async () => {
    const empty = await learner(server);
    expect((await empty.call(CHECKOUT)).code).toBe('CART_EMPTY');
    const visitor = await server.gql(CHECKOUT, { variables: {} });
    expect(visitor.body.data!.createCheckOut.code).toBe('UNAUTHENTICATED');
  });

  it('createPaymentIntent behaves as createCheckOut', async () => {
    const huda = await learner(server);
    await cartWith(huda, [shop.strength.id]);
    const result = await huda.call(PAYMENT_INTENT);
    expect(result).toMatchObject({ success: true, code: 'CHECKOUT_CREATED' });
    expect(result.data.paymentLink).toContain('/sandbox/checkout');
  });

  it('rate-limits checkouts per learner', async () => {
    const busy = await learner(server);
    await cartWith(busy, [shop.strength.id]);
    const codes: string[] = [];
    for (let i = 0; i < 21; i++) codes.push((await busy.call(CHECKOUT)).code);
    expect(codes.slice(0, 20).every((c) => c === 'CHECKOUT_CREATED')).toBe(true);
    expect(codes[20]).toBe('RATE_LIMITED');
  });
});

describe('the browser return', () => {
  it('redirects a verified return to the success page in its language, granting nothing', async () => {
    const rami = await learner(server);
    await cartWith(rami, [shop.strength.id]);
    const { reference } = (await rami.call(CHECKOUT)).data;
    const { callback } = await sendWebhook(server, { reference, transactionId: 123_456, success: false });
    const query = new URLSearchParams({ ...callback.query, success: 'true', locale: 'en' });
    const tampered = await server.app.inject({ method: 'GET', url: `/payments/return?${query}` });
    expect(tampered.statusCode).toBe(303);
    expect(tampered.headers.location).toMatch(/\/en\/success$/);
    const good = await server.app.inject({
      method: 'GET',
      url: `/payments/return?${new URLSearchParams({ ...callback.query, locale: 'en' })}`,
    });
    expect(good.statusCode).toBe(303);
    expect(good.headers.location).toMatch(new RegExp(`/en/success\\?reference=${reference}$`));
    const arabic = await server.app.inject({
      method: 'GET',
      url: `/payments/return?${new URLSearchParams(callback.query)}`,
    });
    expect(new URL(arabic.headers.location as string).pathname).toBe('/success');
    expect(await commerceProbe(server).enrollments(rami.user.id)).toHaveLength(0);
  });
});
