import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  ADD,
  BUY_NOW,
  ENVELOPE,
  commerceProbe,
  learner,
  orderOf,
  seedShop,
  sendWebhook,
  type Learner,
} from './testing/commerce-world';

const INTENT = 'paymentLink reference orderStatus';
const CHECKOUT = `mutation createCheckOut($method: PaymentMethod, $wallet: String) {
  createCheckOut(payment_method: $method, wallet_number: $wallet) { ${ENVELOPE} data { ${INTENT} } } }`;
const PAYMENT_INTENT = `mutation createPaymentIntent($method: PaymentMethod, $wallet: String) {
  createPaymentIntent(payment_method: $method, wallet_number: $wallet) { ${ENVELOPE} data { ${INTENT} } } }`;
const METHODS = `query paymentMethods { paymentMethods { ${ENVELOPE} data { methods { method minimumPiastres } } } }`;

let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
});
afterAll(() => server.close());

async function cartWith(who: Learner, programIds: string[]) {
  for (const id of programIds) expect((await who.call(ADD, { input: { learningProgramId: id } })).success).toBe(true);
}

/** The sandbox's hosted page for a payment link, as the browser opens it. */
async function sandboxPage(paymentLink: string) {
  const url = new URL(paymentLink);
  return (await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).body;
}

describe('payment methods at checkout', () => {
  it('lists the methods the provider is set up for, to visitors and learners alike, with the instalment minimum', async () => {
    const visitor = await server.gql(METHODS, { locale: 'en' });
    expect(visitor.body.data?.paymentMethods).toMatchObject({
      success: true,
      data: {
        methods: [
          { method: 'CARD', minimumPiastres: null },
          { method: 'WALLET', minimumPiastres: null },
          { method: 'KIOSK', minimumPiastres: null },
          { method: 'INSTALMENTS', minimumPiastres: 50_000 },
        ],
      },
    });
    const mona = await learner(server);
    expect((await mona.call(METHODS)).data.methods).toHaveLength(4);
  });

  it('still pays by card when no method is given', async () => {
    const nour = await learner(server);
    await cartWith(nour, [shop.strength.id]);
    const checkout = await nour.call(CHECKOUT);
    expect(checkout).toMatchObject({ success: true, code: 'CHECKOUT_CREATED' });
    expect(await sandboxPage(checkout.data.paymentLink)).toContain('Bank card');
  });

  it('asks a wallet payment for an Egyptian mobile, with the field error in both languages', async () => {
    const omar = await learner(server);
    await cartWith(omar, [shop.strength.id]);
    const missing = await omar.call(CHECKOUT, { method: 'WALLET' });
    expect(missing).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'wallet_number' }] });
    const landline = await omar.call(CHECKOUT, { method: 'WALLET', wallet: '0223456789' });
    expect(landline.fieldErrors).toEqual([
      { field: 'wallet_number', message: 'Enter an Egyptian mobile number for the wallet, such as 010 1234 5678.' },
    ]);
    const arabic = await omar.call(CHECKOUT, { method: 'WALLET', wallet: '+966501234567' }, { locale: 'ar' });
    expect(arabic.fieldErrors).toEqual([
      { field: 'wallet_number', message: expect.stringContaining('رقم محمول مصري') },
    ]);
    // Refused input places no order.
    expect(await commerceProbe(server).transactions(omar.user.id)).toHaveLength(0);
  });

  it('pays by wallet: the number (Arabic-Indic digits too) reaches the provider page, the signed wallet callback pays once', async () => {
    const huda = await learner(server);
    await cartWith(huda, [shop.strength.id]);
    const checkout = await huda.call(PAYMENT_INTENT, { method: 'WALLET', wallet: '٠١٠١٠١٠١٠١٠' });
    expect(checkout).toMatchObject({ success: true, data: { orderStatus: 'PENDING' } });
    const page = await sandboxPage(checkout.data.paymentLink);
    expect(page).toContain('name="wallet_number"');
    expect(page).toContain('value="01010101010"');

    const { reference } = checkout.data;
    const wallet = { reference, sourceType: 'wallet', cardBrand: 'wallet', maskedPan: '01010101010' };
    const paid = await sendWebhook(server, wallet);
    expect(paid).toMatchObject({ status: 200, body: { result: 'PAID' } });
    expect((await orderOf(server, reference)).status).toBe('PAID');
    expect(await commerceProbe(server).enrollments(huda.user.id)).toHaveLength(1);

    // The same transaction again is a duplicate; a forged one is refused; nothing is paid twice.
    const replay = await server.app.inject({
      method: 'POST',
      url: `/payments/callback?hmac=${paid.callback.hmac}`,
      headers: { 'content-type': 'application/json' },
      payload: paid.callback.body,
    });
    expect(replay.json()).toMatchObject({ result: 'DUPLICATE' });
    const forged = await sendWebhook(server, wallet, (body) => (body.obj.source_data.pan = '01099999999'));
    expect(forged.status).toBe(401);
    expect(await commerceProbe(server).transactions(huda.user.id)).toHaveLength(1);
    expect(await commerceProbe(server).invoices(huda.user.id)).toHaveLength(1);
  });

  it('declines a wallet payment whose code was wrong, and frees the order', async () => {
    const sara = await learner(server);
    await cartWith(sara, [shop.strength.id]);
    const { reference } = (await sara.call(CHECKOUT, { method: 'WALLET', wallet: '01010101010' })).data;
    const declined = await sendWebhook(server, {
      reference,
      success: false,
      sourceType: 'wallet',
      cardBrand: 'wallet',
    });
    expect(declined.body).toMatchObject({ result: 'FAILED' });
    expect((await orderOf(server, reference)).status).toBe('FAILED');
    expect(await commerceProbe(server).enrollments(sara.user.id)).toHaveLength(0);
  });

  it('offers instalments only at or above the minimum (VAT and coupon included), in both languages', async () => {
    const tarek = await learner(server);
    await cartWith(tarek, [shop.strength.id]); // 300 EGP + VAT = 342 EGP
    const below = await tarek.call(CHECKOUT, { method: 'INSTALMENTS' });
    expect(below).toMatchObject({ success: false, code: 'PAYMENT_METHOD_UNAVAILABLE' });
    expect(below.message).toBe('This payment method is not available for this order. Choose another one.');
    const belowAr = await tarek.call(CHECKOUT, { method: 'INSTALMENTS' }, { locale: 'ar' });
    expect(belowAr.message).toMatch(/[\u0600-\u06FF]/);
    await cartWith(tarek, [shop.basics.id]); // + 400.50 EGP + VAT = 798.57 EGP
    const above = await tarek.call(CHECKOUT, { method: 'INSTALMENTS' });
    expect(above).toMatchObject({ success: true, data: { orderStatus: 'PENDING' } });
    expect(await sandboxPage(above.data.paymentLink)).toContain('Instalments (valU)');
  });

  it("pays instalments when the lender's signed callback approves, once; a forged one is refused, a refusal frees the order", async () => {
    const valu = { sourceType: 'valu', cardBrand: 'valU', maskedPan: null } as const;
    const rana = await learner(server);
    await cartWith(rana, [shop.strength.id, shop.basics.id]);
    const { reference } = (await rana.call(CHECKOUT, { method: 'INSTALMENTS' })).data;
    const approved = await sendWebhook(server, { reference, ...valu });
    expect(approved).toMatchObject({ status: 200, body: { result: 'PAID' } });
    const replay = await server.app.inject({
      method: 'POST',
      url: `/payments/callback?hmac=${approved.callback.hmac}`,
      headers: { 'content-type': 'application/json' },
      payload: approved.callback.body,
    });
    expect(replay.json()).toMatchObject({ result: 'DUPLICATE' });
    const forged = await sendWebhook(server, { reference, ...valu }, (body) => (body.obj.amount_cents = 100));
    expect(forged.status).toBe(401);
    expect(await commerceProbe(server).enrollments(rana.user.id)).toHaveLength(2);
    expect(await commerceProbe(server).transactions(rana.user.id)).toHaveLength(1);

    // The lender says no: nothing is granted, and the order is not left waiting.
    const omar = await learner(server);
    await cartWith(omar, [shop.strength.id, shop.basics.id]);
    const refused = (await omar.call(CHECKOUT, { method: 'INSTALMENTS' })).data.reference;
    expect((await sendWebhook(server, { reference: refused, success: false, ...valu })).body).toMatchObject({
      result: 'FAILED',
    });
    expect((await orderOf(server, refused)).status).toBe('FAILED');
    expect(await commerceProbe(server).enrollments(omar.user.id)).toHaveLength(0);
  });

  it('takes the method on buy-now too, and refuses a method the provider is not set up for', async () => {
    const reem = await learner(server);
    const wallet = await reem.call(BUY_NOW, {
      input: { learningProgramId: shop.strength.id, payment_method: 'WALLET', wallet_number: '01151234567' },
    });
    expect(wallet).toMatchObject({ success: true });
    const methods = server.deps.payments.methods;
    Object.defineProperty(server.deps.payments, 'methods', { value: ['CARD'], configurable: true });
    try {
      const kiosk = await reem.call(BUY_NOW, {
        input: { learningProgramId: shop.strength.id, payment_method: 'KIOSK' },
      });
      expect(kiosk.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    } finally {
      Object.defineProperty(server.deps.payments, 'methods', { value: methods, configurable: true });
    }
  });

  it('asks a visitor to sign in before any method', async () => {
    const visitor = await server.gql(CHECKOUT, {
      locale: 'en',
      variables: { method: 'WALLET', wallet: '01010101010' },
    });
    expect(visitor.body.data?.createCheckOut).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
