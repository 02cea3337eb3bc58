import { expireLapsedOrders, remindKioskReferences } from '@manara/domain';
import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  ADD,
  CHECKOUT,
  addCoupon,
  commerceProbe,
  learner,
  orderOf,
  seedShop,
  sendWebhook,
} from './testing/commerce-world';

let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
  await addCoupon(server, { code: 'KIOSK10', kind: 'PERCENTAGE', value: 10, maxUses: 1 });
});
afterAll(() => server.close());

const notificationsOf = (userId: string) =>
  server.database.db.select().from(schema.notifications).where(eq(schema.notifications.userId, userId));

const KIOSK = { sourceType: 'aggregator', cardBrand: 'AGGREGATOR', maskedPan: null } as const;
const HOUR = 60 * 60 * 1000;

/** A learner's order waiting for kiosk cash, and the provider transaction that will pay it. */
async function kioskOrder(code?: string) {
  const buyer = await learner(server);
  expect((await buyer.call(ADD, { input: { learningProgramId: shop.strength.id } })).success).toBe(true);
  const checkout = await buyer.call(CHECKOUT, code ? { code } : {});
  expect(checkout.success).toBe(true);
  const { reference } = checkout.data;
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
    // The learner is told once, in both languages, with the reference, the amount and the Cairo deadline.
    const told = await notificationsOf(buyer.user.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ enTitle: 'Pay in cash at an Aman or Masary kiosk', url: '/purchase-history' });
    expect(told[0]!.enBody).toContain('48213377');
    expect(told[0]!.enBody).toContain('Cairo time');
    expect(told[0]!.arBody).toContain('48213377');
    expect(told[0]!.arBody).toMatch(/[٠-٩]/);
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

  /** Moves the order's deadline into the past, as the clock would. */
  const lapse = (reference: string) =>
    server.database.db
      .update(schema.orders)
      .set({ kioskExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.orders.reference, reference));

  it('cancels the order when its reference lapses and gives the coupon place back; a fresh one is left alone', async () => {
    const { reference, pending } = await kioskOrder('KIOSK10');
    await sendWebhook(server, pending);
    const fresh = await kioskOrder();
    await sendWebhook(server, fresh.pending);
    const order = await orderOf(server, reference);
    const reservation = () =>
      server.database.db.select().from(schema.couponRedemptions).where(eq(schema.couponRedemptions.orderId, order.id));
    expect((await reservation())[0]?.status).toBe('RESERVED');
    await lapse(reference);
    expect(await expireLapsedOrders(server.deps)).toBe(1);
    expect((await orderOf(server, reference)).status).toBe('CANCELLED');
    expect((await reservation())[0]?.status).toBe('RELEASED');
    expect((await orderOf(server, fresh.reference)).status).toBe('PENDING');
    // Nothing left to cancel: a second sweep changes nothing.
    expect(await expireLapsedOrders(server.deps)).toBe(0);
  });

  it('cancels a checkout abandoned on the provider page for a day and frees its coupon; a recent one waits (decision 0070)', async () => {
    await addCoupon(server, { code: 'CARD10', kind: 'PERCENTAGE', value: 10, maxUses: 1 });
    const started = async (code?: string) => {
      const buyer = await learner(server);
      expect((await buyer.call(ADD, { input: { learningProgramId: shop.strength.id } })).success).toBe(true);
      const checkout = await buyer.call(CHECKOUT, code ? { code } : {});
      expect(checkout.success).toBe(true);
      return orderOf(server, checkout.data.reference);
    };
    const abandoned = await started('CARD10');
    const recent = await started();
    // Begun 25 hours ago, as the clock would have it, and never paid.
    await server.database.db
      .update(schema.orders)
      .set({ createdAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(schema.orders.id, abandoned.id));
    expect(await expireLapsedOrders(server.deps)).toBe(1);
    expect((await orderOf(server, abandoned.reference)).status).toBe('CANCELLED');
    const [redemption] = await server.database.db
      .select()
      .from(schema.couponRedemptions)
      .where(eq(schema.couponRedemptions.orderId, abandoned.id));
    expect(redemption?.status).toBe('RELEASED');
    expect((await orderOf(server, recent.reference)).status).toBe('PENDING');
  });

  it('still pays a lapsed order when the cash comes after all, and grants access once', async () => {
    const { buyer, reference, transactionId, pending } = await kioskOrder();
    await sendWebhook(server, pending);
    await lapse(reference);
    await expireLapsedOrders(server.deps);
    expect((await orderOf(server, reference)).status).toBe('CANCELLED');
    const paid = { reference, transactionId, ...KIOSK };
    const late = await sendWebhook(server, paid);
    expect(late).toMatchObject({ status: 200, body: { result: 'PAID' } });
    expect((await sendWebhook(server, paid)).body.result).toBe('DUPLICATE');
    expect((await orderOf(server, reference)).status).toBe('PAID');
    expect(await commerceProbe(server).enrollments(buyer.user.id)).toHaveLength(1);
    const callbacks = await server.database.db
      .select()
      .from(schema.paymentCallbacks)
      .where(eq(schema.paymentCallbacks.orderId, (await orderOf(server, reference)).id));
    expect(callbacks.map((c) => c.result)).toEqual(['PENDING', 'PAID', 'DUPLICATE']);
  });

  it('reminds the learner once when the reference lapses within six hours, and not earlier', async () => {
    const soon = await kioskOrder();
    await sendWebhook(server, soon.pending);
    const later = await kioskOrder();
    await sendWebhook(server, later.pending);
    await server.database.db
      .update(schema.orders)
      .set({ kioskExpiresAt: new Date(Date.now() + 2 * HOUR) })
      .where(eq(schema.orders.reference, soon.reference));
    await remindKioskReferences(server.deps);
    await remindKioskReferences(server.deps);
    const reminders = async (userId: string) =>
      (await notificationsOf(userId)).filter((n) => n.enTitle === 'Your kiosk reference ends soon');
    expect(await reminders(soon.buyer.user.id)).toHaveLength(1);
    expect(await reminders(later.buyer.user.id)).toHaveLength(0);
  });
});
