import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { callAs, studioPeople, type StudioPeople } from '../catalog/testing/studio-people';
import { ADD, ENVELOPE, commerceProbe, learner, orderOf, seedShop, sendWebhook } from './testing/commerce-world';

const REFUND = `mutation refundOrder($input: RefundOrderInput) { refundOrder(input: $input) { ${ENVELOPE}
  data { refund { kind status amount } } } }`;

const ORDER = `query studioOrder($orderId: ID) { studioOrder(orderId: $orderId) { ${ENVELOPE}
  data { paymentMethod refundThroughProvider } } }`;

let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;
let people: StudioPeople;
const asked: string[] = [];

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
  people = await studioPeople(server, 'method-refunds.example');
  // Every refund or void the provider is asked for (the sandbox still answers it).
  const { refund, void: voidIt } = server.deps.payments;
  Object.assign(server.deps.payments, {
    refund: (request: Parameters<typeof refund>[0]) => (asked.push('refund'), refund(request)),
    void: (request: Parameters<typeof voidIt>[0]) => (asked.push('void'), voidIt(request)),
  });
});
afterAll(() => server.close());

/** An order paid today by a signed callback whose source_data names the method. */
async function paidBy(sourceType: string, cardBrand: string | null) {
  const buyer = await learner(server);
  expect((await buyer.call(ADD, { input: { learningProgramId: shop.strength.id } })).success).toBe(true);
  const { reference } = (await buyer.call('mutation { createCheckOut { code data { reference } } }')).data;
  expect((await sendWebhook(server, { reference, sourceType, cardBrand, maskedPan: null })).body.result).toBe('PAID');
  return { buyer, order: await orderOf(server, reference) };
}

describe('refunds per payment method (decision 0065)', () => {
  it('refunds a wallet payment through the provider, never voiding it even the same day', async () => {
    const { order } = await paidBy('wallet', 'wallet');
    asked.length = 0;
    const answer = await callAs(server, people.admin, REFUND, { input: { orderId: order.id, reason: 'Duplicate' } });
    expect(answer).toMatchObject({ success: true, data: { refund: { kind: 'REFUND', status: 'COMPLETED' } } });
    expect(asked).toEqual(['refund']);
  });

  it.for([
    ['kiosk cash', 'aggregator', 'AGGREGATOR'],
    ['instalments', 'valu', 'valU'],
  ] as const)(
    'refuses to give %s back through the provider, in both languages, and changes nothing',
    async ([, type, brand]) => {
      const { buyer, order } = await paidBy(type, brand);
      asked.length = 0;
      const en = await callAs(server, people.admin, REFUND, { input: { orderId: order.id, reason: 'Asked' } }, 'en');
      expect(en).toMatchObject({ success: false, code: 'REFUND_NOT_THROUGH_PROVIDER' });
      expect(en.message).toContain('cannot be given back through the payment provider');
      const ar = await callAs(server, people.admin, REFUND, { input: { orderId: order.id, reason: 'Asked' } }, 'ar');
      expect(ar.message).toContain('لا يمكن رد');
      expect(asked).toEqual([]);
      expect(
        await server.database.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, order.id)),
      ).toEqual([]);
      expect((await orderOf(server, order.reference)).status).toBe('PAID');
      expect(await commerceProbe(server).enrollments(buyer.user.id)).toHaveLength(1);
    },
  );

  it('tells the studio how each order was paid and whether the provider can give it back', async () => {
    for (const [type, brand, method, through] of [
      ['card', 'Visa', 'CARD', true],
      ['wallet', 'wallet', 'WALLET', true],
      ['aggregator', 'AGGREGATOR', 'KIOSK', false],
      ['valu', 'valU', 'INSTALMENTS', false],
    ] as const) {
      const { order } = await paidBy(type, brand);
      const answer = await callAs(server, people.admin, ORDER, { orderId: order.id });
      expect(answer.data).toEqual({ paymentMethod: method, refundThroughProvider: through });
    }
  });

  it('still voids a same-day card payment', async () => {
    const { order } = await paidBy('card', 'Visa');
    asked.length = 0;
    const answer = await callAs(server, people.admin, REFUND, { input: { orderId: order.id, reason: 'Mistake' } });
    expect(answer).toMatchObject({ success: true, data: { refund: { kind: 'VOID' } } });
    expect(asked).toEqual(['void']);
  });
});
