import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  ADD,
  BY_CODE,
  BUY_NOW,
  CHECKOUT,
  MY_TRANSACTIONS,
  commerceProbe,
  learner,
  seedShop,
  sendWebhook,
  type Learner,
} from './testing/commerce-world';

let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;
let buyer: Learner;
const references: string[] = [];

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
  buyer = await learner(server);
  // Three orders: a declined one then paid one for the strength course, and a paid workshop.
  await buyer.call(ADD, { input: { learningProgramId: shop.strength.id } });
  const strength = (await buyer.call(CHECKOUT)).data.reference;
  await sendWebhook(server, { reference: strength, success: false, transactionId: 1001 });
  await sendWebhook(server, { reference: strength, transactionId: 1002 });
  const workshop = (await buyer.call(BUY_NOW, { input: { learningProgramId: shop.workshop.id } })).data.reference;
  await sendWebhook(server, { reference: workshop, transactionId: 1003 });
  references.push(strength, workshop);
});
afterAll(() => server.close());

describe('getMyTransactionsForUser', () => {
  it("pages the learner's own transactions, newest first, with items and card brand", async () => {
    const first = await buyer.call(MY_TRANSACTIONS, { paginate: { page: 1, limit: 2 } });
    expect(first.success).toBe(true);
    expect(first.data.pageInfo).toEqual({ page: 1, limit: 2, totalCount: 3, totalPages: 2, hasNext: true });
    expect(first.data.items[0]).toMatchObject({
      status: 'PAID',
      reference: references[1],
      orderStatus: 'PAID',
      enTitle: 'Live Recovery Workshop',
      title: 'Live Recovery Workshop',
      totalAmount: 228,
      paymentDetails: { cardBrand: 'MasterCard', maskedPan: '2346', provider: 'sandbox' },
      purchaseItems: [{ id: shop.workshop.id, type: 'WORKSHOP', originalPrice: 200, priceAfterDiscount: 200 }],
    });
    const second = await buyer.call(MY_TRANSACTIONS, { paginate: { page: 2, limit: 2 } });
    expect(second.data.items.map((t: any) => t.status)).toEqual(['FAILED']);
    expect(second.data.pageInfo.hasNext).toBe(false);
    expect((await buyer.call(MY_TRANSACTIONS, { paginate: { limit: 500 } })).code).toBe('VALIDATION_FAILED');
  });

  it('shows nothing of other learners', async () => {
    const stranger = await learner(server);
    expect((await stranger.call(MY_TRANSACTIONS)).data.pageInfo.totalCount).toBe(0);
    const visitor = await server.gql(MY_TRANSACTIONS);
    expect(visitor.body.data!.getMyTransactionsForUser.code).toBe('UNAUTHENTICATED');
  });
});

describe('getTransactionByCode', () => {
  it('finds a transaction by its code or its order reference, for its owner only', async () => {
    const { items } = (await buyer.call(MY_TRANSACTIONS)).data;
    const paid = items.find((t: any) => t.reference === references[0] && t.status === 'PAID');
    expect((await buyer.call(BY_CODE, { code: paid.code })).data).toMatchObject({ id: paid.id, status: 'PAID' });
    // By reference: the paid transaction wins over the declined one.
    expect((await buyer.call(BY_CODE, { code: references[0]!.toLowerCase() })).data).toMatchObject({
      id: paid.id,
      status: 'PAID',
    });
    const stranger = await learner(server);
    expect((await stranger.call(BY_CODE, { code: paid.code })).code).toBe('NOT_FOUND');
    expect((await stranger.call(BY_CODE, { code: references[0] })).code).toBe('NOT_FOUND');
    expect((await buyer.call(BY_CODE, { code: 'TRX-NOTHING' })).code).toBe('NOT_FOUND');
  });

  it('answers PENDING for an order whose payment has not been confirmed yet', async () => {
    const waiting = await learner(server);
    await waiting.call(ADD, { input: { learningProgramId: shop.basics.id } });
    const { reference } = (await waiting.call(CHECKOUT)).data;
    expect((await waiting.call(BY_CODE, { code: reference })).data).toMatchObject({
      status: 'PENDING',
      orderStatus: 'PENDING',
      code: reference,
    });
  });
});

describe('invoice numbers', () => {
  it('are sequential without gaps under concurrent payments', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => learner(server)));
    const placed = await Promise.all(
      buyers.map((b) => b.call(BUY_NOW, { input: { learningProgramId: shop.basics.id } })),
    );
    await Promise.all(placed.map((p) => sendWebhook(server, { reference: p.data.reference })));
    const invoices = (
      await Promise.all([buyer, ...buyers].map((b) => commerceProbe(server).invoices(b.user.id)))
    ).flat();
    const sequences = invoices.map((i) => i.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: sequences.length }, (_, i) => i + 1));
    expect(new Set(invoices.map((i) => i.number)).size).toBe(invoices.length);
  });
});
