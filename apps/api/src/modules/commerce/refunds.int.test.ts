import { schema } from '@manara/db';
import { PaymentProviderError, type PaymentGateway } from '@manara/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const ENVELOPE = 'code message success fieldErrors { field message }';
const REFUND = `mutation refundOrder($input: RefundOrderInput) { refundOrder(input: $input) { ${ENVELOPE}
  data { orderId reference total refunded accessEnded refund { id kind status amount reason providerReference } } } }`;
const RESOLVE = `mutation resolveOrderReview($input: ResolveOrderReviewInput) { resolveOrderReview(input: $input) { ${ENVELOPE}
  data { orderId reference action status invoiceNumber } } }`;

let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;
let people: StudioPeople;
let nextTransaction = 610_000;

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
  people = await studioPeople(server, 'refunds.example');
});
afterAll(() => server.close());

/** A learner who bought the programs through checkout and a signed paid callback. */
async function paidOrder(programIds: string[], options: { amountOff?: number; english?: boolean } = {}) {
  const buyer = await learner(server);
  if (options.english)
    await server.database.db.update(schema.users).set({ favLang: 'EN' }).where(eq(schema.users.id, buyer.user.id));
  for (const id of programIds) expect((await buyer.call(ADD, { input: { learningProgramId: id } })).success).toBe(true);
  const { reference } = (await buyer.call(CHECKOUT)).data;
  const order = await orderOf(server, reference);
  nextTransaction += 1;
  const transactionId = nextTransaction;
  const hook = await sendWebhook(server, {
    reference,
    transactionId,
    amountPiastres: order.totalPiastres - (options.amountOff ?? 0),
  });
  expect(hook.status).toBe(200);
  return { buyer, reference, orderId: order.id, transactionId, total: order.totalPiastres };
}

const refund = (who: StudioPerson, input: Record<string, unknown>, locale: 'ar' | 'en' = 'en') =>
  callAs(server, who, REFUND, { input }, locale);

const probe = () => ({
  refunds: (orderId: string) =>
    server.database.db.select().from(schema.refunds).where(eq(schema.refunds.orderId, orderId)),
  transaction: async (orderId: string) =>
    (await server.database.db.select().from(schema.transactions).where(eq(schema.transactions.orderId, orderId)))[0]!,
  notifications: (userId: string) =>
    server.database.db
      .select()
      .from(schema.notifications)
      .where(eq(schema.notifications.userId, userId))
      .orderBy(desc(schema.notifications.createdAt)),
  audit: (orderId: string) =>
    server.database.db.select().from(schema.auditEntries).where(eq(schema.auditEntries.entityId, orderId)),
});

const programsOf = async (who: Learner) =>
  (await commerceProbe(server).enrollments(who.user.id)).map((e) => e.programId).sort();

describe('refundOrder', () => {
  it('voids a same-day card payment in full: access ends, the learner is told in the app and by e-mail', async () => {
    const { buyer, orderId, reference, total } = await paidOrder([shop.basics.id, shop.strength.id], {
      english: true,
    });
    expect(await programsOf(buyer)).toHaveLength(2);

    const answer = await refund(people.admin, { orderId, reason: 'Bought by mistake' });
    expect(answer).toMatchObject({
      success: true,
      code: 'ORDER_REFUNDED',
      data: {
        orderId,
        reference,
        total: total / 100,
        refunded: total / 100,
        accessEnded: true,
        refund: { kind: 'VOID', status: 'COMPLETED', amount: total / 100, reason: 'Bought by mistake' },
      },
    });
    expect(answer.data.refund.providerReference).toMatch(/^\d+$/);
    expect(await programsOf(buyer)).toEqual([]);
    expect((await probe().transaction(orderId)).status).toBe('VOIDED');
    expect((await orderOf(server, reference)).refundedPiastres).toBe(total);
    const [note] = await probe().notifications(buyer.user.id);
    expect(note).toMatchObject({ targetModel: 'ORDER', targetId: orderId, url: '/purchase-history' });
    expect(note!.enTitle).toBe('Your order was refunded');
    expect(note!.arBody).toContain(reference);
    const [mail] = await server.mails(buyer.user.email);
    expect(mail).toMatchObject({ locale: 'EN', template: 'event/refund', subject: 'Your order was refunded' });
    expect(mail!.text).toContain('your progress is kept');
    expect(mail!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(await probe().audit(orderId)).toEqual([
      expect.objectContaining({ action: 'order.refund', actorId: people.admin.userId, comment: 'Bought by mistake' }),
    ]);
    // Not owned any more: the learner may buy it again (their progress is where they left it).
    expect((await buyer.call(ADD, { input: { learningProgramId: shop.basics.id } })).success).toBe(true);
    // Nothing remains to refund.
    expect(await refund(people.admin, { orderId, reason: 'Again' })).toMatchObject({
      success: false,
      code: 'ORDER_NOT_REFUNDABLE',
    });
  });

  it('refunds part and keeps access; more than remains is refused on the amount, in both languages', async () => {
    const { buyer, orderId, total } = await paidOrder([shop.workshop.id]);
    const part = await refund(people.admin, { orderId, amount: 50, reason: 'Late start of the workshop' });
    expect(part).toMatchObject({
      success: true,
      data: { refunded: 50, accessEnded: false, refund: { kind: 'REFUND', amount: 50 } },
    });
    expect(await programsOf(buyer)).toEqual([shop.workshop.id]);
    expect((await probe().transaction(orderId)).status).toBe('PAID');
    const [note] = await probe().notifications(buyer.user.id);
    expect(note!.enBody).toContain('You keep your access');
    const [mail] = await server.mails(buyer.user.email);
    expect(mail).toMatchObject({ locale: 'AR', template: 'event/refund' });
    expect(mail!.text).toContain(note!.arBody);

    const remaining = (total - 5000) / 100;
    const tooMuch = { orderId, amount: remaining + 0.01, reason: 'Too much' };
    const en = await refund(people.admin, tooMuch, 'en');
    expect(en).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(en.fieldErrors).toEqual([{ field: 'amount', message: expect.stringContaining('More than remains') }]);
    const ar = await refund(people.admin, tooMuch, 'ar');
    expect(ar.fieldErrors).toEqual([{ field: 'amount', message: expect.stringContaining('أكبر مما تبقى') }]);

    const rest = await refund(people.admin, { orderId, reason: 'The rest' });
    expect(rest).toMatchObject({ success: true, data: { refunded: total / 100, accessEnded: true } });
    // Given back in two parts: refunded, never voided.
    expect(rest.data.refund.kind).toBe('REFUND');
    expect((await probe().transaction(orderId)).status).toBe('REFUNDED');
    expect(await programsOf(buyer)).toEqual([]);
  });

  it('answers per-field errors for bad input, in both languages', async () => {
    const en = await refund(people.admin, { orderId: 'not-an-id', amount: -5, reason: ' ' }, 'en');
    expect(en).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(en.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['amount', 'orderId', 'reason']);
    const ar = await refund(people.admin, { orderId: 'not-an-id', amount: 1.005, reason: 'ok' }, 'ar');
    expect(ar.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['amount', 'orderId', 'reason']);
    for (const error of ar.fieldErrors) expect(error.message).toMatch(/[\u0600-\u06FF]/);
    expect(await refund(people.admin, { orderId: crypto.randomUUID(), reason: 'Unknown order' })).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
    });
  });

  it('is for administrators only', async () => {
    const { buyer, orderId } = await paidOrder([shop.strength.id]);
    const input = { orderId, reason: 'Permission check' };
    const expected: Array<[StudioPerson, string]> = [
      [people.visitor, 'UNAUTHENTICATED'],
      [people.learner, 'FORBIDDEN'],
      [{ label: 'the buyer', token: buyer.token }, 'FORBIDDEN'],
      [people.lecturer, 'FORBIDDEN'],
    ];
    for (const [who, code] of expected) expect((await refund(who, input)).code, who.label).toBe(code);
    expect(await probe().refunds(orderId)).toHaveLength(0);
    expect((await refund(people.admin, input)).success).toBe(true);
  });

  it('gives back once when two administrators refund the same order at the same time', async () => {
    const { orderId, total } = await paidOrder([shop.basics.id]);
    const second = await studioPeople(server, 'second-admin.example');
    const answers = await Promise.all([
      refund(people.admin, { orderId, reason: 'First admin' }),
      refund(second.admin, { orderId, reason: 'Second admin' }),
    ]);
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    expect(answers.find((a) => !a.success)).toMatchObject({ code: 'ORDER_NOT_REFUNDABLE' });
    const rows = await probe().refunds(orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'COMPLETED', amountPiastres: total });
    expect((await orderOf(server, await findReference(orderId))).refundedPiastres).toBe(total);
  });

  it("records the provider's signed refund callbacks once; a replay changes nothing", async () => {
    const { buyer, orderId, reference, transactionId, total } = await paidOrder([shop.strength.id]);
    const answer = await refund(people.admin, { orderId, amount: 20, reason: 'Partial' });
    expect(answer.success).toBe(true);
    // The refund's own transaction (has_parent_transaction): it confirms the refund and never pays.
    const child = {
      reference,
      transactionId: Number(answer.data.refund.providerReference),
      parentTransactionId: transactionId,
      amountPiastres: 2000,
    };
    expect((await sendWebhook(server, child)).body.result).toBe('RECORDED');
    const [confirmed] = await probe().refunds(orderId);
    expect(confirmed!.confirmedAt).not.toBeNull();
    // The paid transaction's own callback, now refunded, and replays of both: nothing new.
    const parent = { reference, transactionId, amountPiastres: total, refunded: true, refundedAmountPiastres: 2000 };
    const replays = await Promise.all([
      sendWebhook(server, child),
      sendWebhook(server, parent),
      sendWebhook(server, parent),
    ]);
    for (const replay of replays) expect(replay.body.result).toBe('DUPLICATE');
    expect(await probe().refunds(orderId)).toEqual([confirmed]);
    expect(await commerceProbe(server).transactions(buyer.user.id)).toHaveLength(1);
    // A partial refund leaves the payment PAID and the access in place.
    expect((await probe().transaction(orderId)).status).toBe('PAID');
    expect(await programsOf(buyer)).toEqual([shop.strength.id]);
    // A forged callback (changed after signing) is refused before anything is read.
    const forged = await sendWebhook(server, parent, (body) => {
      body.obj.is_voided = true;
    });
    expect(forged.status).toBe(401);
  });

  it('confirms a refund whose parent callback arrives before any of ours completes', async () => {
    const { orderId, reference, transactionId, total } = await paidOrder([shop.workshop.id]);
    expect((await refund(people.admin, { orderId, amount: 10, reason: 'First part' })).success).toBe(true);
    const parent = { reference, transactionId, amountPiastres: total, refunded: true, refundedAmountPiastres: 1000 };
    expect((await sendWebhook(server, parent)).body.result).toBe('RECORDED');
    expect((await sendWebhook(server, parent)).body.result).toBe('DUPLICATE');
    expect((await probe().refunds(orderId))[0]!.confirmedAt).not.toBeNull();
  });

  it('frees the amount again when the provider refuses or is down', async () => {
    const { buyer, orderId } = await paidOrder([shop.workshop.id]);
    const real = server.deps.payments;
    const down: PaymentGateway = {
      ...real,
      refund: () => Promise.reject(new PaymentProviderError('down', 'unavailable', 503)),
      void: () => Promise.reject(new PaymentProviderError('no void', 'refused', 400)),
    };
    server.deps.payments = down;
    try {
      expect(await refund(people.admin, { orderId, reason: 'Provider down' })).toMatchObject({
        success: false,
        code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      });
    } finally {
      server.deps.payments = real;
    }
    expect((await probe().refunds(orderId)).map((r) => r.status)).toEqual(['FAILED']);
    expect(await programsOf(buyer)).toEqual([shop.workshop.id]);
    expect((await refund(people.admin, { orderId, reason: 'Provider back' })).success).toBe(true);
  });
});

async function findReference(orderId: string) {
  const [row] = await server.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  return row!.reference;
}

describe('resolveOrderReview', () => {
  it('grants an order held for an amount mismatch: access, invoice, audited', async () => {
    const { buyer, orderId, reference } = await paidOrder([shop.basics.id], { amountOff: 100 });
    expect((await orderOf(server, reference)).status).toBe('REVIEW');
    expect(await programsOf(buyer)).toEqual([]);
    const answer = await callAs(
      server,
      people.admin,
      RESOLVE,
      { input: { orderId, action: 'GRANT', reason: 'Bank rounding' } },
      'en',
    );
    expect(answer).toMatchObject({
      success: true,
      code: 'ORDER_REVIEW_RESOLVED',
      data: { orderId, reference, action: 'GRANT', status: 'PAID' },
    });
    expect(answer.data.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(await programsOf(buyer)).toEqual([shop.basics.id]);
    expect((await probe().audit(orderId)).map((a) => a.action)).toEqual(['order.review.grant']);
    // Resolved once: a second decision is refused.
    expect(
      await callAs(server, people.admin, RESOLVE, { input: { orderId, action: 'REFUND', reason: 'Again' } }, 'en'),
    ).toMatchObject({ success: false, code: 'ORDER_NOT_IN_REVIEW' });
  });

  it('refunds an order held in review in full and cancels it, without granting anything', async () => {
    const { buyer, orderId, reference } = await paidOrder([shop.strength.id], { amountOff: 100 });
    const answer = await callAs(
      server,
      people.admin,
      RESOLVE,
      { input: { orderId, action: 'REFUND', reason: 'Paid the wrong amount' } },
      'ar',
    );
    expect(answer).toMatchObject({ success: true, data: { action: 'REFUND', status: 'CANCELLED' } });
    const order = await orderOf(server, reference);
    expect(order).toMatchObject({ status: 'CANCELLED', refundedPiastres: order.totalPiastres - 100 });
    expect(await programsOf(buyer)).toEqual([]);
    expect((await probe().refunds(orderId)).map((r) => r.status)).toEqual(['COMPLETED']);
    expect((await probe().audit(orderId)).map((a) => a.action)).toEqual(['order.review.refund']);
  });

  it('answers per-field errors and refuses everyone but administrators', async () => {
    const bad = await callAs(
      server,
      people.admin,
      RESOLVE,
      { input: { orderId: 'x', action: 'GRANT', reason: '' } },
      'ar',
    );
    expect(bad).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(bad.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['orderId', 'reason']);
    const { orderId } = await paidOrder([shop.workshop.id], { amountOff: 100 });
    const input = { orderId, action: 'GRANT', reason: 'Permission check' };
    for (const [who, code] of [
      [people.visitor, 'UNAUTHENTICATED'],
      [people.learner, 'FORBIDDEN'],
      [people.lecturer, 'FORBIDDEN'],
    ] as const)
      expect((await callAs(server, who, RESOLVE, { input }, 'en')).code, who.label).toBe(code);
    const paid = await paidOrder([shop.basics.id]);
    expect(
      await callAs(server, people.admin, RESOLVE, { input: { ...input, orderId: paid.orderId } }, 'en'),
    ).toMatchObject({ success: false, code: 'ORDER_NOT_IN_REVIEW' });
    expect((await callAs(server, people.admin, RESOLVE, { input }, 'en')).success).toBe(true);
  });
});

const ORDERS = `query studioOrders($paginate: PaginateInput, $search: String, $status: OrderStatus, $from: DateTime, $to: DateTime, $programId: ID) {
  studioOrders(paginate: $paginate, search: $search, status: $status, from: $from, to: $to, programId: $programId) {
    ${ENVELOPE} data { items { id reference status buyerEmail total refunded invoiceNumber } pageInfo { totalCount } } } }`;
const ORDER = `query studioOrder($orderId: ID) { studioOrder(orderId: $orderId) { ${ENVELOPE}
  data { order { reference status couponCode vat vatRate total refunded invoiceNumber } providerOrderId refundable
    items { programId enTitle paid } transactions { code providerTransactionId status amount callback }
    refunds { kind status amount reason creditNoteNumber } callbacks { providerTransactionId status amount result details } } } }`;

describe('studioOrders and studioOrder', () => {
  it('finds orders by reference, e-mail, transaction and invoice, and filters by status, time and program', async () => {
    const { buyer, reference, orderId, transactionId } = await paidOrder([shop.workshop.id]);
    const list = (variables: Record<string, unknown>) => callAs(server, people.admin, ORDERS, variables, 'en');
    const [invoice] = await commerceProbe(server).invoices(buyer.user.id);
    for (const search of [reference.toLowerCase(), buyer.user.email, String(transactionId), invoice!.number]) {
      const found = await list({ search });
      expect(
        found.data.items.map((o: { id: string }) => o.id),
        search,
      ).toEqual([orderId]);
    }
    expect((await list({ search: reference, status: 'REVIEW' })).data.items).toEqual([]);
    const hour = 3_600_000;
    expect(
      (await list({ search: reference, from: new Date(Date.now() - hour).toISOString() })).data.items,
    ).toHaveLength(1);
    expect((await list({ search: reference, to: new Date(Date.now() - hour).toISOString() })).data.items).toHaveLength(
      0,
    );
    expect((await list({ search: reference, programId: shop.basics.id })).data.items).toHaveLength(0);
    expect((await list({ paginate: { page: 1, limit: 2 } })).data.pageInfo.totalCount).toBeGreaterThan(2);

    const detail = await callAs(server, people.admin, ORDER, { orderId }, 'en');
    expect(detail).toMatchObject({
      success: true,
      data: {
        order: { reference, status: 'PAID', vatRate: 14, invoiceNumber: invoice!.number, refunded: 0 },
        items: [{ programId: shop.workshop.id }],
        transactions: [{ providerTransactionId: String(transactionId), status: 'PAID' }],
        refunds: [],
      },
    });
    expect(JSON.parse(detail.data.transactions[0].callback)).toMatchObject({ reference, success: true });
    // Every callback received is kept with what it did, replays too.
    await sendWebhook(server, { reference, transactionId });
    const again = await callAs(server, people.admin, ORDER, { orderId }, 'en');
    expect(again.data.callbacks).toMatchObject([
      { providerTransactionId: String(transactionId), status: 'PAID', result: 'PAID' },
      { providerTransactionId: String(transactionId), status: 'PAID', result: 'DUPLICATE' },
    ]);
    expect(JSON.parse(again.data.callbacks[1].details)).toMatchObject({ reference });
    expect(detail.data.refundable).toBe(detail.data.order.total);
  });

  it('answers per-field errors and is for administrators only', async () => {
    const bad = await callAs(server, people.admin, ORDERS, { programId: 'nope', from: 'yesterday' }, 'ar');
    expect(bad).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(bad.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['from', 'programId']);
    expect((await callAs(server, people.admin, ORDER, { orderId: crypto.randomUUID() }, 'en')).code).toBe('NOT_FOUND');
    for (const [who, code] of [
      [people.visitor, 'UNAUTHENTICATED'],
      [people.learner, 'FORBIDDEN'],
      [people.lecturer, 'FORBIDDEN'],
    ] as const) {
      expect((await callAs(server, who, ORDERS, {}, 'en')).code, who.label).toBe(code);
      expect((await callAs(server, who, ORDER, { orderId: crypto.randomUUID() }, 'en')).code, who.label).toBe(code);
    }
  });
});

const MY_TRANSACTIONS = `query getMyTransactionsForUser { getMyTransactionsForUser { ${ENVELOPE}
  data { items { id status refunded invoiced } } } }`;
const INVOICE = `query getInvoiceByTransactionId($id: ID) { getInvoiceByTransactionId(id: $id) { ${ENVELOPE}
  data { invoiceNumber creditNotes { id number total issuedAt } } } }`;
const CREDIT_NOTE = `query downloadCreditNote($input: DownloadCreditNoteInput) { downloadCreditNote(input: $input) { ${ENVELOPE}
  data { url fileName expiresAt } } }`;
const REFUND_WITH_NOTE = `mutation refundOrder($input: RefundOrderInput) { refundOrder(input: $input) { ${ENVELOPE}
  data { creditNoteNumber refund { amount } } } }`;

describe('credit notes', () => {
  it('numbers one per refund of an invoiced order in its own series; its owner downloads it in either language', async () => {
    const { buyer, orderId } = await paidOrder([shop.strength.id]);
    const first = await refund(people.admin, { orderId, amount: 30, reason: 'Part' });
    expect(first.success).toBe(true);
    const rest = await callAs(server, people.admin, REFUND_WITH_NOTE, { input: { orderId, reason: 'The rest' } }, 'en');
    const notes = await server.database.db
      .select()
      .from(schema.creditNotes)
      .where(eq(schema.creditNotes.userId, buyer.user.id));
    expect(notes).toHaveLength(2);
    const [a, b] = notes.sort((x, y) => x.sequence - y.sequence);
    expect(a!.number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(b!.sequence).toBe(a!.sequence + 1);
    expect(rest.data.creditNoteNumber).toBe(b!.number);
    const studio = await callAs(server, people.admin, ORDER, { orderId }, 'en');
    expect(studio.data.refunds.map((r: { creditNoteNumber: string }) => r.creditNoteNumber)).toEqual([
      a!.number,
      b!.number,
    ]);
    // Its VAT is the invoice's in proportion: 30 EGP of a 14% order carries 3.68 EGP of VAT.
    expect(a).toMatchObject({ totalPiastres: 3000, vatPiastres: 368, vatRateBps: 1400, reason: 'Part' });

    const [transaction] = await commerceProbe(server).transactions(buyer.user.id);
    // Purchase history says what went back and that the invoice (with its credit notes) is there.
    const history = await buyer.call(MY_TRANSACTIONS);
    expect(history.data.items[0]).toMatchObject({ status: 'REFUNDED', refunded: 342, invoiced: true });
    const invoice = await buyer.call(INVOICE, { id: transaction!.id });
    expect(invoice.data.creditNotes.map((c: { number: string }) => c.number)).toEqual([a!.number, b!.number]);
    expect(invoice.data.creditNotes[0].total).toBe(30);

    const link = await buyer.call(CREDIT_NOTE, { input: { creditNoteId: a!.id, language: 'AR' } });
    expect(link).toMatchObject({ success: true, data: { fileName: `credit-note-${a!.number}.pdf` } });
    expect(link.data.url).toMatch(new RegExp(`^/invoices/credit-notes/${a!.id}\\.pdf\\?lang=ar&token=`));
    const pdf = await server.app.inject({ method: 'GET', url: link.data.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // An invoice link never opens a credit note, and nobody else may have one.
    const invoiceToken = new URL(link.data.url, 'http://x').searchParams.get('token');
    expect(
      (await server.app.inject({ method: 'GET', url: `/invoices/${a!.id}.pdf?token=${invoiceToken}` })).statusCode,
    ).toBe(401);
    const other = await learner(server);
    expect((await other.call(CREDIT_NOTE, { input: { creditNoteId: a!.id } })).code).toBe('NOT_FOUND');
    expect((await other.call(CREDIT_NOTE, { input: { creditNoteId: 'nope' } })).code).toBe('VALIDATION_FAILED');
    expect((await callAs(server, people.visitor, CREDIT_NOTE, { input: { creditNoteId: a!.id } }, 'en')).code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('issues none for an order refunded from review, which was never invoiced', async () => {
    const { buyer, orderId } = await paidOrder([shop.workshop.id], { amountOff: 100 });
    await callAs(server, people.admin, RESOLVE, { input: { orderId, action: 'REFUND', reason: 'Wrong amount' } }, 'en');
    expect(
      await server.database.db.select().from(schema.creditNotes).where(eq(schema.creditNotes.userId, buyer.user.id)),
    ).toEqual([]);
  });
});
