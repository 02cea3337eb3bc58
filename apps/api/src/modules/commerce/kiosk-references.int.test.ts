import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { ADD, commerceProbe, learner, orderOf, seedShop, sendWebhook } from './testing/commerce-world';

let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
});
afterAll(() => server.close());

const KIOSK = { sourceType: 'aggregator', cardBrand: 'AGGREGATOR', maskedPan: null } as const;
const HOUR = 60 * 60 * 1000;

/** A learner's order waiting for kiosk cash, and the provider transaction that will pay it. */
async function kioskOrder() {
  const buyer = await learner(server);
  expect((await buyer.call(ADD, { input: { learningProgramId: shop.strength.id } })).success).toBe(true);
  const { reference } = (await buyer.call('mutation { createCheckOut { code data { reference } } }')).data;
  const transactionId = Math.floor(Math.random() * 2 ** 40) + 1;
  const pending = { reference, transactionId, ...KIOSK, success: false, pending: true, billReference: '48213377' };
  return { buyer, reference, transactionId, pending };
}

describe('kiosk cash references (decision 0066)', () => {
  it('keeps the bill reference and a 48-hour expiry from the pending callback, once', async () => {
    const { buyer, reference, pending } = await kioskOrder();
    const before = Date.now();
    const first = await sendWebhook(server, pending);
    expect(first.body.result).toBe('PENDING');
    expect(first.callback.body.obj.data).toMatchObject({ bill_reference: '48213377', txn_response_code: '05' });
    const order = await orderOf(server, reference);
    expect(order).toMatchObject({ status: 'PENDING', kioskReference: '48213377' });
    const expires = order.kioskExpiresAt!.getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 48 * HOUR - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 48 * HOUR + 1000);
    // A replay changes nothing, the expiry included.
    expect((await sendWebhook(server, pending)).body.result).toBe('DUPLICATE');
    expect((await orderOf(server, reference)).kioskExpiresAt).toEqual(order.kioskExpiresAt);
    expect(await commerceProbe(server).enrollments(buyer.user.id)).toHaveLength(0);
  });

  it('settles the order once when the cash is paid later, even when the paid callback is replayed', async () => {
    const { buyer, reference, transactionId, pending } = await kioskOrder();
    await sendWebhook(server, pending);
    const paid = { reference, transactionId, ...KIOSK };
    expect((await sendWebhook(server, paid)).body.result).toBe('PAID');
    expect((await sendWebhook(server, paid)).body.result).toBe('DUPLICATE');
    expect((await orderOf(server, reference)).status).toBe('PAID');
    expect(await commerceProbe(server).enrollments(buyer.user.id)).toHaveLength(1);
    expect(await commerceProbe(server).invoices(buyer.user.id)).toHaveLength(1);
  });

  it('refuses a forged callback and stores no reference', async () => {
    const { reference, pending } = await kioskOrder();
    const forged = await sendWebhook(server, pending, (body) => {
      (body.obj as { amount_cents: number }).amount_cents = 1;
    });
    expect(forged.status).toBe(401);
    expect((await orderOf(server, reference)).kioskReference).toBeNull();
  });

  it('holds a paid callback for another amount for review and grants nothing', async () => {
    const { buyer, reference, transactionId, pending } = await kioskOrder();
    await sendWebhook(server, pending);
    const short = { reference, transactionId, ...KIOSK, amountPiastres: 100 };
    expect((await sendWebhook(server, short)).body.result).toBe('REVIEW');
    expect((await orderOf(server, reference)).status).toBe('REVIEW');
    expect(await commerceProbe(server).enrollments(buyer.user.id)).toHaveLength(0);
  });
});
