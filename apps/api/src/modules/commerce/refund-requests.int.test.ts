import { schema } from '@manara/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { callAs, studioPeople, type StudioPeople, type StudioPerson } from '../catalog/testing/studio-people';
import {
  ADD,
  CHECKOUT,
  commerceProbe,
  learner,
  orderOf,
  seedShop,
  sendWebhook,
  type Learner,
} from './testing/commerce-world';

// Learners' refund requests and the policy for them (decision 0057).
const E = 'code message success fieldErrors { field message }';
const STANDING = `orderId eligible ineligibleBecause requestUntil daysSincePayment consumedPercent maxDays maxConsumedPercent
  request { id orderId status reason daysSincePayment consumedPercent decisionReason decidedAt }`;
const REQUEST = `mutation requestRefund($input: RequestRefundInput) { requestRefund(input: $input) { ${E} data { ${STANDING} } } }`;
const HISTORY = `query getMyTransactionsForUser { getMyTransactionsForUser { ${E} data { items { reference refundStanding { ${STANDING} } } } } }`;
const POLICY = `query studioRefundPolicy { studioRefundPolicy { ${E} data { requestsEnabled maxDays maxConsumedPercent updatedAt } } }`;
const SET_POLICY = `mutation updateRefundPolicy($input: RefundPolicyInput) { updateRefundPolicy(input: $input) { ${E} data { requestsEnabled maxDays maxConsumedPercent updatedAt } } }`;
const QUEUE = `query studioRefundRequests($decided: Boolean) { studioRefundRequests(decided: $decided) { ${E}
  data { pageInfo { totalCount } items { id orderId status reason orderReference orderTotal buyerEmail buyerName decisionReason } } } }`;
const APPROVE = `mutation approveRefundRequest($id: ID, $reason: String) { approveRefundRequest(requestId: $id, reason: $reason) { ${E}
  data { orderId refunded accessEnded refund { id amount reason } } } }`;
const REJECT = `mutation rejectRefundRequest($id: ID, $reason: String) { rejectRefundRequest(requestId: $id, reason: $reason) { ${E}
  data { id status decisionReason decidedAt } } }`;
const REFUND = `mutation refundOrder($input: RefundOrderInput) { refundOrder(input: $input) { ${E} data { accessEnded refund { id } } } }`;

let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;
let people: StudioPeople;
let nextTransaction = 710_000;

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
  people = await studioPeople(server, 'refund-requests.example');
});
afterAll(() => server.close());

const DEFAULTS = { requestsEnabled: true, maxDays: '14', maxConsumedPercent: '30' };
beforeEach(async () => {
  expect((await callAs(server, people.admin, SET_POLICY, { input: DEFAULTS })).success).toBe(true);
});

/** A learner who bought the programs through checkout and a signed paid callback. */
async function paidOrder(programIds: string[]) {
  const buyer = await learner(server);
  for (const id of programIds) expect((await buyer.call(ADD, { input: { learningProgramId: id } })).success).toBe(true);
  const { reference } = (await buyer.call(CHECKOUT)).data;
  const order = await orderOf(server, reference);
  nextTransaction += 1;
  expect((await sendWebhook(server, { reference, transactionId: nextTransaction })).status).toBe(200);
  return { buyer, reference, orderId: order.id, total: order.totalPiastres };
}

/** Marks `count` of the program's lessons completed by the learner. */
async function complete(buyer: Learner, programId: string, count: number) {
  const db = server.database.db;
  const lessons = await db.select().from(schema.lessons).where(eq(schema.lessons.programId, programId));
  expect(lessons.length).toBeGreaterThanOrEqual(count);
  for (const lesson of lessons.slice(0, count))
    await db
      .insert(schema.lessonCompletions)
      .values({ userId: buyer.user.id, lessonId: lesson.id })
      .onConflictDoNothing();
}

const ask = (
  buyer: Learner,
  orderId: string,
  reason = 'The course is not what I expected',
  locale: 'ar' | 'en' = 'en',
) => buyer.call(REQUEST, { input: { orderId, reason } }, { locale });
const standingOf = async (buyer: Learner, reference: string) =>
  (
    (await buyer.call(HISTORY)).data.items as Array<{ reference: string; refundStanding: Record<string, unknown> }>
  ).find((i) => i.reference === reference)!.refundStanding;
const requestRows = (orderId: string) =>
  server.database.db.select().from(schema.refundRequests).where(eq(schema.refundRequests.orderId, orderId));
const audit = (entityId: string) =>
  server.database.db.select().from(schema.auditEntries).where(eq(schema.auditEntries.entityId, entityId));
const notifications = (userId: string) =>
  server.database.db
    .select()
    .from(schema.notifications)
    .where(eq(schema.notifications.userId, userId))
    .orderBy(desc(schema.notifications.createdAt));
const programsOf = async (who: Learner) =>
  (await commerceProbe(server).enrollments(who.user.id)).map((e) => e.programId);

describe('requestRefund', () => {
  it('the owner asks within the policy once; asking again answers the same request', async () => {
    const { buyer, orderId, reference } = await paidOrder([shop.basics.id]);
    expect(await standingOf(buyer, reference)).toMatchObject({
      orderId,
      eligible: true,
      ineligibleBecause: null,
      daysSincePayment: 0,
      consumedPercent: 0,
      maxDays: 14,
      maxConsumedPercent: 30,
      request: null,
    });
    const first = await ask(buyer, orderId);
    expect(first).toMatchObject({
      success: true,
      code: 'REFUND_REQUESTED',
      data: {
        eligible: false,
        ineligibleBecause: 'ALREADY_REQUESTED',
        request: { status: 'PENDING', reason: 'The course is not what I expected', consumedPercent: 0 },
      },
    });
    const again = await ask(buyer, orderId, 'Asking twice');
    expect(again).toMatchObject({ success: true, data: { request: { id: first.data.request.id, status: 'PENDING' } } });
    const both = await Promise.all([ask(buyer, orderId), ask(buyer, orderId)]);
    for (const answer of both) expect(answer.data.request.id).toBe(first.data.request.id);
    expect(await requestRows(orderId)).toHaveLength(1);
    expect(await standingOf(buyer, reference)).toMatchObject({ request: { status: 'PENDING' } });
  });

  it('refuses bad input on its fields, in both languages', async () => {
    const { buyer, orderId } = await paidOrder([shop.workshop.id]);
    const en = await ask(buyer, orderId, '', 'en');
    expect(en).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(en.fieldErrors).toEqual([{ field: 'reason', message: 'The text is too short (at least 3 characters).' }]);
    const ar = await ask(buyer, orderId, 'x'.repeat(501), 'ar');
    expect(ar.fieldErrors).toEqual([{ field: 'reason', message: expect.stringMatching(/[\u0600-\u06FF]/) }]);
    const badId = await buyer.call(REQUEST, { input: { orderId: 'nope', reason: 'Fine reason' } });
    expect(badId.fieldErrors).toEqual([{ field: 'orderId', message: expect.any(String) }]);
    expect(await requestRows(orderId)).toHaveLength(0);
  });

  it('only the owner: a visitor, another learner, a lecturer and an administrator are refused and write nothing', async () => {
    const { orderId } = await paidOrder([shop.strength.id]);
    const other = await learner(server);
    const input = { input: { orderId, reason: 'Not mine to ask' } };
    expect(await callAs(server, people.visitor, REQUEST, input)).toMatchObject({ code: 'UNAUTHENTICATED', data: null });
    expect(await other.call(REQUEST, input)).toMatchObject({ code: 'NOT_FOUND', data: null });
    expect(await callAs(server, people.lecturer, REQUEST, input)).toMatchObject({ code: 'NOT_FOUND', data: null });
    expect(await callAs(server, people.admin, REQUEST, input)).toMatchObject({ code: 'NOT_FOUND', data: null });
    expect(await requestRows(orderId)).toHaveLength(0);
    // Someone else's order has no standing in a history it is not in.
    expect((await other.call(HISTORY)).data.items).toEqual([]);
  });

  it('too late: past the days the policy allows after payment, in both languages', async () => {
    const { buyer, orderId, reference } = await paidOrder([shop.basics.id]);
    const paidAt = new Date(Date.now() - 15 * 86_400_000);
    await server.database.db.update(schema.orders).set({ paidAt }).where(eq(schema.orders.id, orderId));
    expect(await standingOf(buyer, reference)).toMatchObject({
      eligible: false,
      ineligibleBecause: 'TOO_LATE',
      daysSincePayment: 15,
    });
    const en = await ask(buyer, orderId);
    expect(en).toMatchObject({ success: false, code: 'REFUND_REQUEST_TOO_LATE', data: null });
    expect(en.message).toContain('14 days');
    const ar = await ask(buyer, orderId, 'سبب كاف للطلب', 'ar');
    expect(ar.message).toContain('١٤ يومًا');
    expect(await requestRows(orderId)).toHaveLength(0);
  });

  it('too much consumed: more of the lessons completed than the policy allows (a diploma counts its programs)', async () => {
    const { buyer, orderId, reference } = await paidOrder([shop.basics.id]);
    await complete(buyer, shop.basics.id, 1); // 1 of 4 lessons: 25%
    expect(await standingOf(buyer, reference)).toMatchObject({ eligible: true, consumedPercent: 25 });
    await complete(buyer, shop.basics.id, 2); // 2 of 4: 50%
    expect(await standingOf(buyer, reference)).toMatchObject({
      eligible: false,
      ineligibleBecause: 'TOO_MUCH_CONSUMED',
      consumedPercent: 50,
    });
    const en = await ask(buyer, orderId);
    expect(en).toMatchObject({ success: false, code: 'REFUND_REQUEST_TOO_MUCH_CONSUMED' });
    expect(en.message).toContain('30%');
    const ar = await ask(buyer, orderId, 'سبب كاف للطلب', 'ar');
    expect(ar.message).toContain('٣٠');

    // A diploma counts the lessons of the programs inside it (here the basics' four).
    const diploma = await paidOrder([shop.diploma.id]);
    await complete(diploma.buyer, shop.basics.id, 1);
    expect(await standingOf(diploma.buyer, diploma.reference)).toMatchObject({ eligible: true, consumedPercent: 25 });
    await complete(diploma.buyer, shop.basics.id, 2);
    expect(await standingOf(diploma.buyer, diploma.reference)).toMatchObject({
      ineligibleBecause: 'TOO_MUCH_CONSUMED',
      consumedPercent: 50,
    });
  });

  it('an order not paid cannot be asked for; requests switched off are refused', async () => {
    const buyer = await learner(server);
    expect((await buyer.call(ADD, { input: { learningProgramId: shop.workshop.id } })).success).toBe(true);
    const { reference } = (await buyer.call(CHECKOUT)).data;
    const pending = await orderOf(server, reference);
    expect(await ask(buyer, pending.id)).toMatchObject({ code: 'ORDER_NOT_REFUNDABLE' });

    const { buyer: payer, orderId, reference: paidRef } = await paidOrder([shop.workshop.id]);
    await callAs(server, people.admin, SET_POLICY, { input: { ...DEFAULTS, requestsEnabled: false } });
    expect(await standingOf(payer, paidRef)).toMatchObject({ eligible: false, ineligibleBecause: 'REQUESTS_DISABLED' });
    expect(await ask(payer, orderId)).toMatchObject({ success: false, code: 'REFUND_REQUESTS_CLOSED' });
  });
});

describe('the refund policy', () => {
  it('administrators set it (Arabic-Indic digits read), audited; bad values are field errors in both languages', async () => {
    expect(await callAs(server, people.learner, POLICY)).toMatchObject({ code: 'FORBIDDEN', data: null });
    expect(await callAs(server, people.lecturer, SET_POLICY, { input: DEFAULTS })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await callAs(server, people.visitor, SET_POLICY, { input: DEFAULTS })).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const saved = await callAs(server, people.admin, SET_POLICY, {
      input: { requestsEnabled: true, maxDays: '٢١', maxConsumedPercent: '٥٠' },
    });
    expect(saved).toMatchObject({
      success: true,
      code: 'REFUND_POLICY_SAVED',
      data: { requestsEnabled: true, maxDays: 21, maxConsumedPercent: 50 },
    });
    expect((await callAs(server, people.admin, POLICY)).data).toMatchObject({ maxDays: 21, maxConsumedPercent: 50 });
    const entries = await server.database.db
      .select()
      .from(schema.auditEntries)
      .where(
        and(
          eq(schema.auditEntries.action, 'refund_policy.update'),
          eq(schema.auditEntries.actorId, people.admin.userId!),
        ),
      );
    expect(entries.some((e) => (e.after as { maxDays?: number }).maxDays === 21)).toBe(true);

    const bad = { requestsEnabled: true, maxDays: '400', maxConsumedPercent: 'lots' };
    const en = await callAs(server, people.admin, SET_POLICY, { input: bad }, 'en');
    expect(en).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(en.fieldErrors).toEqual([
      { field: 'maxDays', message: 'The number is too large (at most 365).' },
      { field: 'maxConsumedPercent', message: 'The value is not valid.' },
    ]);
    const ar = await callAs(server, people.admin, SET_POLICY, { input: { ...bad, maxDays: '-1' } }, 'ar');
    expect(ar.fieldErrors.map((f: { field: string }) => f.field)).toEqual(['maxDays', 'maxConsumedPercent']);
    expect(ar.fieldErrors[0].message).toMatch(/[\u0600-\u06FF]/);
    expect((await callAs(server, people.admin, POLICY)).data).toMatchObject({ maxDays: 21 });
  });
});

describe('deciding requests in the studio', () => {
  it('lists waiting requests; a rejection tells the learner with the reason and closes the order to new requests', async () => {
    const { buyer, orderId, reference } = await paidOrder([shop.workshop.id]);
    const requestId = (await ask(buyer, orderId)).data.request.id;
    const queue = await callAs(server, people.admin, QUEUE);
    expect(queue.data.items).toContainEqual(
      expect.objectContaining({ id: requestId, orderId, status: 'PENDING', orderReference: reference }),
    );
    const rejected = await callAs(server, people.admin, REJECT, { id: requestId, reason: 'Outside our terms' });
    expect(rejected).toMatchObject({
      success: true,
      code: 'REFUND_REQUEST_REJECTED',
      data: { id: requestId, status: 'REJECTED', decisionReason: 'Outside our terms' },
    });
    const [note] = await notifications(buyer.user.id);
    expect(note).toMatchObject({ targetModel: 'ORDER', targetId: orderId, url: '/purchase-history' });
    expect(note!.enTitle).toBe('Your refund request was declined');
    expect(note!.enBody).toContain('Outside our terms');
    expect(note!.arBody).toContain(reference);
    expect(await audit(requestId)).toEqual([
      expect.objectContaining({ action: 'refund_request.reject', actorId: people.admin.userId }),
    ]);
    expect(await callAs(server, people.admin, REJECT, { id: requestId, reason: 'Again' })).toMatchObject({
      code: 'REFUND_REQUEST_DECIDED',
    });
    expect(await callAs(server, people.admin, APPROVE, { id: requestId })).toMatchObject({
      code: 'REFUND_REQUEST_DECIDED',
    });
    expect(await ask(buyer, orderId)).toMatchObject({ code: 'REFUND_ALREADY_REQUESTED' });
    expect(await standingOf(buyer, reference)).toMatchObject({
      ineligibleBecause: 'ALREADY_REQUESTED',
      request: { status: 'REJECTED', decisionReason: 'Outside our terms' },
    });
    expect((await callAs(server, people.admin, QUEUE, { decided: true })).data.items).toContainEqual(
      expect.objectContaining({ id: requestId, status: 'REJECTED' }),
    );
    expect(await programsOf(buyer)).toEqual([shop.workshop.id]);
  });

  it('two administrators approving at once refund once; access ends and the history says approved', async () => {
    const { buyer, orderId, reference, total } = await paidOrder([shop.basics.id]);
    const requestId = (await ask(buyer, orderId)).data.request.id;
    const second = await studioPeople(server, 'second-admin.refund-requests.example');
    const answers = await Promise.all([
      callAs(server, people.admin, APPROVE, { id: requestId }),
      callAs(server, second.admin, APPROVE, { id: requestId, reason: 'Second admin' }),
    ]);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.find((a) => !a.success)).toMatchObject({ code: 'REFUND_REQUEST_DECIDED' });
    const won = answers.find((a) => a.success)!;
    expect(won).toMatchObject({
      code: 'REFUND_REQUEST_APPROVED',
      data: { orderId, refunded: total / 100, accessEnded: true, refund: { amount: total / 100 } },
    });
    const refunds = await server.database.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId));
    expect(refunds).toHaveLength(1);
    expect(await programsOf(buyer)).toEqual([]);
    const [row] = await requestRows(orderId);
    expect(row).toMatchObject({ status: 'APPROVED', refundId: refunds[0]!.id });
    expect(await standingOf(buyer, reference)).toMatchObject({
      eligible: false,
      ineligibleBecause: 'ALREADY_REQUESTED',
      request: { status: 'APPROVED' },
    });
    const [note] = await notifications(buyer.user.id);
    expect(note!.enTitle).toBe('Your order was refunded');
    expect((await audit(requestId)).map((e) => e.action)).toEqual(['refund_request.approve']);
    expect((await audit(orderId)).map((e) => e.action)).toEqual(['order.refund']);
  });

  it('a whole refund made directly answers the waiting request', async () => {
    const { buyer, orderId } = await paidOrder([shop.strength.id]);
    await ask(buyer, orderId);
    const direct = await callAs(server, people.admin, REFUND, { input: { orderId, reason: 'Refunded by phone' } });
    expect(direct).toMatchObject({ success: true, data: { accessEnded: true } });
    const [row] = await requestRows(orderId);
    expect(row).toMatchObject({
      status: 'APPROVED',
      refundId: direct.data.refund.id,
      decisionReason: 'Refunded by phone',
      decidedBy: people.admin.userId,
    });
  });

  it('a partial refund leaves the request waiting; approving gives back what remains', async () => {
    const { buyer, orderId, total } = await paidOrder([shop.strength.id]);
    const requestId = (await ask(buyer, orderId)).data.request.id;
    await callAs(server, people.admin, REFUND, { input: { orderId, amount: 10, reason: 'Goodwill' } });
    expect((await requestRows(orderId))[0]!.status).toBe('PENDING');
    const approved = await callAs(server, people.admin, APPROVE, { id: requestId, reason: 'As asked' });
    expect(approved).toMatchObject({
      success: true,
      data: { refunded: total / 100, accessEnded: true, refund: { amount: (total - 1000) / 100, reason: 'As asked' } },
    });
  });

  it('decisions are for administrators only, and bad input is a field error in both languages', async () => {
    const { buyer, orderId } = await paidOrder([shop.workshop.id]);
    const requestId = (await ask(buyer, orderId)).data.request.id;
    const refused = (who: StudioPerson) => callAs(server, who, REJECT, { id: requestId, reason: 'Not yours' });
    expect(await refused(people.visitor)).toMatchObject({ code: 'UNAUTHENTICATED', data: null });
    expect(await refused(people.learner)).toMatchObject({ code: 'FORBIDDEN', data: null });
    expect(await refused(people.lecturer)).toMatchObject({ code: 'FORBIDDEN', data: null });
    expect(await buyer.call(REJECT, { id: requestId, reason: 'Self-serve' })).toMatchObject({ code: 'FORBIDDEN' });
    expect(await buyer.call(QUEUE)).toMatchObject({ code: 'FORBIDDEN', data: null });
    const en = await callAs(server, people.admin, REJECT, { id: requestId, reason: 'no' }, 'en');
    expect(en.fieldErrors).toEqual([{ field: 'reason', message: expect.stringContaining('too short') }]);
    const ar = await callAs(server, people.admin, REJECT, { id: requestId, reason: '' }, 'ar');
    expect(ar.fieldErrors).toEqual([{ field: 'reason', message: expect.stringMatching(/[\u0600-\u06FF]/) }]);
    expect(await callAs(server, people.admin, APPROVE, { id: crypto.randomUUID() })).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await requestRows(orderId))[0]!.status).toBe('PENDING');
  });
});
