import type { AddressInfo } from 'node:net';
import { expireLapsedOrders } from '@manara/domain';
import { listWhatsAppMessages, schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymobGateway } from '../../adapters/payments/paymob-gateway';
import { STAND_IN_PLAN, startPaymobStandIn, type PaymobStandIn } from '../../adapters/payments/testing/paymob-stand-in';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { UPDATE_WHATSAPP, verifiedPhone } from '../notifications/testing/whatsapp-world';
import {
  ADD,
  ENVELOPE,
  commerceProbe,
  learner,
  orderOf,
  seedShop,
  setCommerce,
  type Learner,
} from './testing/commerce-world';

// What the learner sees of kiosk cash and instalments (decisions 0065, 0066): the method, the bill
// reference with its deadline, the sandbox's kiosk link, the plan; the reference's e-mail and WhatsApp.

const VIEW = `code reference title status orderStatus totalAmount paymentMethod
  kiosk { billReference expiresAt lapsed sandboxKioskUrl }
  instalmentPlan { lender months monthlyAmount downPayment }`;
const BY_CODE = `query getTransactionByCode($code: String) { getTransactionByCode(code: $code) { ${ENVELOPE} data { ${VIEW} } } }`;
const MINE = `query getMyTransactionsForUser { getMyTransactionsForUser { ${ENVELOPE} data { items { ${VIEW} } } } }`;
const CHECKOUT = `mutation createCheckOut($method: PaymentMethod) {
  createCheckOut(payment_method: $method) { ${ENVELOPE} data { paymentLink reference } } }`;

/** A server listening for its provider's callbacks (the stand-in and the sandbox post them over HTTP). */
async function listeningServer(payments?: Parameters<typeof createTestServer>[0]) {
  const server = await createTestServer(payments);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  setCommerce(server, { callbackBaseUrl: `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}` });
  return server;
}

async function checkout(who: Learner, programId: string, method: string) {
  expect((await who.call(ADD, { input: { learningProgramId: programId } })).success).toBe(true);
  const placed = await who.call(CHECKOUT, { method });
  expect(placed.success).toBe(true);
  return placed.data as { paymentLink: string; reference: string };
}

const mailsWith = async (server: TestServer, to: string, text: string) =>
  (await server.mails(to)).filter((mail) => mail.text.includes(text));

describe('through Paymob (the real adapter against its stand-in)', () => {
  let paymob: PaymobStandIn;
  let server: TestServer;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  beforeAll(async () => {
    paymob = await startPaymobStandIn();
    server = await listeningServer({ payments: createPaymobGateway(paymob.config, 300) });
    shop = await seedShop(server);
  });
  afterAll(async () => {
    await server.close();
    await paymob.close();
  });

  it("shows a kiosk order's reference and deadline to its learner only, and e-mails it once in their language", async () => {
    const mona = await learner(server, { firstName: 'Mona' });
    await server.database.db.update(schema.users).set({ favLang: 'EN' }).where(eq(schema.users.id, mona.user.id));
    const { reference } = await checkout(mona, shop.strength.id, 'KIOSK');
    const before = await mona.call(BY_CODE, { code: reference });
    expect(before.data).toMatchObject({ paymentMethod: 'KIOSK', kiosk: null, orderStatus: 'PENDING' });

    const kiosk = paymob.kioskReference(paymob.intentions.at(-1)!);
    expect((await kiosk.issue()).status).toBe(200);
    const seen = await mona.call(BY_CODE, { code: reference });
    expect(seen.data).toMatchObject({
      status: 'PENDING',
      orderStatus: 'PENDING',
      paymentMethod: 'KIOSK',
      // A real provider has no simulated kiosk.
      kiosk: { billReference: kiosk.billReference, lapsed: false, sandboxKioskUrl: null },
      instalmentPlan: null,
    });
    const order = await orderOf(server, reference);
    expect(new Date(seen.data.kiosk.expiresAt)).toEqual(order.kioskExpiresAt);
    const [listed] = (await mona.call(MINE)).data.items;
    expect(listed).toMatchObject({ reference, kiosk: { billReference: kiosk.billReference } });

    // Another learner and a visitor read nothing of it.
    const omar = await learner(server);
    expect(await omar.call(BY_CODE, { code: reference })).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
      data: null,
    });
    expect((await omar.call(MINE)).data.items).toHaveLength(0);
    const visitor = await server.gql(BY_CODE, { variables: { code: reference } });
    expect(visitor.body.data!.getTransactionByCode).toMatchObject({ success: false, data: null });
    expect(visitor.body.data!.getTransactionByCode.code).not.toBe('NOT_FOUND');

    // The e-mail: in English, the reference, the amount, how to pay; a replayed callback sends nothing more.
    expect((await kiosk.issue()).status).toBe(200);
    const [mail, ...more] = await mailsWith(server, mona.user.email, kiosk.billReference);
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ locale: 'EN', subject: 'Pay in cash at an Aman or Masary kiosk' });
    expect(mail!.text).toContain('Hello Mona,');
    expect(mail!.text).toContain('EGP');
    expect(mail!.text).toContain('Cairo time');
    expect(mail!.text).toContain('How to pay');
    expect(mail!.html).toContain(`<bdi>${kiosk.billReference}</bdi>`);
    // Not switchable (decision 0066): no unsubscribe footer.
    expect(mail!.text).not.toContain('Stop these e-mails');

    // Paid later: no reference to show any more on a paid order's success page, but the method stays.
    expect((await kiosk.pay()).status).toBe(200);
    const paid = await mona.call(BY_CODE, { code: reference });
    expect(paid.data).toMatchObject({ status: 'PAID', orderStatus: 'PAID', paymentMethod: 'KIOSK' });
    expect(await commerceProbe(server).enrollments(mona.user.id)).toHaveLength(1);
  });

  it('e-mails the reference in Arabic even to a learner who switched purchase e-mails off', async () => {
    const sara = await learner(server);
    await server.database.db
      .insert(schema.emailOptOuts)
      .values({ userId: sara.user.id, event: 'purchaseReceipt' })
      .onConflictDoNothing();
    const { reference } = await checkout(sara, shop.strength.id, 'KIOSK');
    const kiosk = paymob.kioskReference(paymob.intentions.at(-1)!);
    await kiosk.issue();
    expect((await orderOf(server, reference)).kioskReference).toBe(kiosk.billReference);
    const [mail] = await mailsWith(server, sara.user.email, kiosk.billReference);
    expect(mail).toMatchObject({ locale: 'AR', subject: 'ادفع نقدًا في منفذ أمان أو مصاري' });
    expect(mail!.text).toMatch(/[٠-٩]/);
    expect(mail!.text).toContain('طريقة الدفع');
  });

  it("stores the lender's instalment plan from the paid callback and shows it", async () => {
    const nour = await learner(server);
    const { reference } = await checkout(nour, shop.diploma.id, 'INSTALMENTS');
    expect((await paymob.postCallback(paymob.intentions.at(-1)!)).status).toBe(200);
    expect((await orderOf(server, reference)).instalmentPlan).toEqual({ lender: 'valU', ...STAND_IN_PLAN });
    const seen = await nour.call(BY_CODE, { code: reference });
    expect(seen.data).toMatchObject({
      orderStatus: 'PAID',
      paymentMethod: 'INSTALMENTS',
      kiosk: null,
      instalmentPlan: { lender: 'valU', months: 12, monthlyAmount: 50, downPayment: 10 },
    });
    expect((await nour.call(MINE)).data.items[0].instalmentPlan).toMatchObject({ months: 12 });
  });
});

describe('in the sandbox', () => {
  let server: TestServer;
  let shop: Awaited<ReturnType<typeof seedShop>>;
  let phones = 0;
  beforeAll(async () => {
    server = await listeningServer();
    shop = await seedShop(server);
  });
  afterAll(() => server.close());

  /** The sandbox page's "issue a reference" button, as the browser posts it. */
  async function issueOnSandboxPage(paymentLink: string) {
    const token = new URL(paymentLink).searchParams.get('token')!;
    const answer = await server.app.inject({
      method: 'POST',
      url: '/sandbox/checkout/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, outcome: 'reference', lang: 'en' }).toString(),
    });
    expect(answer.statusCode).toBe(303);
  }

  const kioskMessages = async (phone: string) =>
    (await listWhatsAppMessages(server.database.db, { to: phone, limit: 20 })).filter(
      (m) => m.template === 'manara_kiosk_reference',
    );

  it('links a waiting reference to the simulated kiosk, whose Pay button pays the order', async () => {
    const hoda = await learner(server);
    const { paymentLink, reference } = await checkout(hoda, shop.strength.id, 'KIOSK');
    await issueOnSandboxPage(paymentLink);
    const seen = await hoda.call(BY_CODE, { code: reference }, { locale: 'ar' });
    const url = new URL(seen.data.kiosk.sandboxKioskUrl);
    expect(url.pathname).toBe('/sandbox/kiosk');
    expect(url.searchParams.get('lang')).toBe('ar');
    const page = await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(seen.data.kiosk.billReference);
    const pay = await server.app.inject({
      method: 'POST',
      url: '/sandbox/kiosk/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: url.searchParams.get('token')!, lang: 'ar' }).toString(),
    });
    expect(pay.statusCode).toBe(200);
    const paid = await hoda.call(BY_CODE, { code: reference });
    expect(paid.data).toMatchObject({ orderStatus: 'PAID', kiosk: { lapsed: false, sandboxKioskUrl: null } });
  });

  it('says a lapsed reference lapsed and its order was cancelled', async () => {
    const adel = await learner(server);
    const { paymentLink, reference } = await checkout(adel, shop.strength.id, 'KIOSK');
    await issueOnSandboxPage(paymentLink);
    await server.database.db
      .update(schema.orders)
      .set({ kioskExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(schema.orders.reference, reference));
    await expireLapsedOrders(server.deps);
    const seen = await adel.call(BY_CODE, { code: reference });
    expect(seen.data).toMatchObject({ orderStatus: 'CANCELLED', kiosk: { lapsed: true, sandboxKioskUrl: null } });
  });

  it('sends the reference on WhatsApp only to a learner who chose purchase receipts there', async () => {
    const local = () => `0101${String(20_000_000 + (phones += 1)).slice(1)}`;
    const sara = await learner(server, { firstName: 'Sara' });
    const saraPhone = await verifiedPhone(server, sara, local());
    expect((await sara.call(UPDATE_WHATSAPP, { input: { purchaseReceipt: true } })).success).toBe(true);
    const bought = await checkout(sara, shop.strength.id, 'KIOSK');
    await issueOnSandboxPage(bought.paymentLink);
    await server.mails(sara.user.email); // runs the due mail and WhatsApp jobs
    const [message, ...more] = await kioskMessages(saraPhone);
    expect(more).toHaveLength(0);
    const { kioskReference } = await orderOf(server, bought.reference);
    expect(message).toMatchObject({ status: 'sent' });
    expect(message!.params[1]).toContain(kioskReference);

    // A verified phone without the switch: the e-mail, no WhatsApp.
    const omar = await learner(server);
    const omarPhone = await verifiedPhone(server, omar, local());
    const other = await checkout(omar, shop.strength.id, 'KIOSK');
    await issueOnSandboxPage(other.paymentLink);
    const { kioskReference: omarReference } = await orderOf(server, other.reference);
    expect(await mailsWith(server, omar.user.email, omarReference!)).toHaveLength(1);
    expect(await kioskMessages(omarPhone)).toHaveLength(0);
  });
});
