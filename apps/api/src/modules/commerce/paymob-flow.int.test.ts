import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymobGateway } from '../../adapters/payments/paymob-gateway';
import { startPaymobStandIn, type PaymobStandIn } from '../../adapters/payments/testing/paymob-stand-in';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  ADD,
  CHECKOUT,
  GET_CART,
  commerceProbe,
  learner,
  orderOf,
  seedShop,
  setCommerce,
} from './testing/commerce-world';

let paymob: PaymobStandIn;
let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;

// The real Paymob adapter against the local stand-in, which posts its callbacks to our listening API.
beforeAll(async () => {
  paymob = await startPaymobStandIn();
  server = await createTestServer({ payments: createPaymobGateway(paymob.config, 300) });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  setCommerce(server, { callbackBaseUrl: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}` });
  shop = await seedShop(server);
});
afterAll(async () => {
  await server.close();
  await paymob.close();
});

describe('checkout through Paymob', () => {
  it('answers PAYMENT_PROVIDER_UNAVAILABLE on a 5xx or a timeout, keeps the order pending, and a retry works', async () => {
    const who = await learner(server);
    await who.call(ADD, { input: { learningProgramId: shop.basics.id } });
    await who.call(ADD, { input: { learningProgramId: shop.stretching.id } });

    paymob.failWith(500);
    const failed = await who.call(CHECKOUT, {}, { locale: 'ar' });
    expect(failed).toMatchObject({ success: false, code: 'PAYMENT_PROVIDER_UNAVAILABLE', data: null });
    expect(failed.message).toContain('خدمة الدفع');
    paymob.failWith('hang');
    const hung = await who.call(CHECKOUT);
    expect(hung.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    paymob.failWith(null);
    expect(await commerceProbe(server).enrollments(who.user.id)).toHaveLength(0);

    const ok = await who.call(CHECKOUT);
    expect(ok.success).toBe(true);
    const intention = paymob.intentions.at(-1)!;
    expect(ok.data).toMatchObject({ paymentIntentId: intention.id, paymentIntentSecretKey: intention.clientSecret });
    expect(ok.data.paymentLink).toContain(`clientSecret=${intention.clientSecret}`);
    expect(intention.body).toMatchObject({ special_reference: ok.data.reference, amount: 45657, currency: 'EGP' });
    // The free course is left out of the provider's items; the paid one carries the whole amount.
    expect(intention.body.items).toEqual([expect.objectContaining({ amount: 45657, quantity: 1 })]);
    expect(String(intention.body.notification_url)).toMatch(/\/payments\/callback$/);
    expect((await orderOf(server, ok.data.reference)).status).toBe('PENDING');

    const callback = await paymob.postCallback(intention, { transactionId: 424_242 });
    expect(callback.status).toBe(200);
    expect((await orderOf(server, ok.data.reference)).status).toBe('PAID');
    expect((await commerceProbe(server).enrollments(who.user.id)).map((e) => e.programId).sort()).toEqual(
      [shop.basics.id, shop.stretching.id].sort(),
    );
    expect((await who.call(GET_CART)).data.cartItems).toHaveLength(0);
    // Paymob retries a delivered callback: nothing happens twice.
    expect((await paymob.postCallback(intention, { transactionId: 424_242 })).status).toBe(200);
    expect(await commerceProbe(server).invoices(who.user.id)).toHaveLength(1);
  });

  it("ignores one order's signed callback carrying another order's reference", async () => {
    const first = await learner(server);
    const second = await learner(server);
    await first.call(ADD, { input: { learningProgramId: shop.basics.id } });
    await second.call(ADD, { input: { learningProgramId: shop.basics.id } });
    const a = (await first.call(CHECKOUT)).data.reference as string;
    const intentionA = paymob.intentions.at(-1)!;
    const b = (await second.call(CHECKOUT)).data.reference as string;
    expect((await orderOf(server, a)).providerOrderId).toBe(String(intentionA.orderId));

    const swapped = await paymob.postCallback(intentionA, { reference: b, success: false, transactionId: 515_151 });
    expect(swapped.status).toBe(200);
    expect((await orderOf(server, b)).status).toBe('PENDING');
    expect(await commerceProbe(server).transactions(second.user.id)).toHaveLength(0);
    expect((await paymob.postCallback(intentionA, { transactionId: 515_152 })).status).toBe(200);
    expect((await orderOf(server, a)).status).toBe('PAID');
  });
});
