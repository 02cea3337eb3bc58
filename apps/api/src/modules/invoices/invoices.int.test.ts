import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../context';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  ADD,
  APPLY,
  CHECKOUT,
  addCoupon,
  commerceProbe,
  learner,
  seedShop,
  sendWebhook,
  type Learner,
} from '../commerce/testing/commerce-world';
import { insertPaidInvoice, type PaidInvoiceFixture } from './testing/paid-invoice';
import { pdfText } from './testing/pdf-text';

const ENVELOPE = 'code message success';
const INVOICE = `query getInvoiceByTransactionId($id: ID) { getInvoiceByTransactionId(id: $id) { ${ENVELOPE} data {
  id transactionId transactionCode invoiceNumber invoiceDate enProvidedTo arProvidedTo providedTo couponCode
  subtotal discountAmount vatRate vatAmount totalAmountPaid currency
  items { type arName enName name price discountAmount tax amountPaid discountCode }
  seller { name taxRegistrationNumber } } } }`;
const DOWNLOAD = `query downloadInvoice($input: DownloadInvoiceInput) { downloadInvoice(input: $input) { ${ENVELOPE} data { url fileName expiresAt } } }`;

let server: TestServer;
let sara: Learner;
let omar: Learner;
let paid: PaidInvoiceFixture;

beforeAll(async () => {
  server = await createTestServer();
  sara = await learner(server, { firstName: 'Sara', lastName: 'Mahmoud', arFirstName: 'سارة', arLastName: 'محمود' });
  omar = await learner(server, { firstName: 'Omar', lastName: 'Adel', arFirstName: 'عمر', arLastName: 'عادل' });
  paid = await insertPaidInvoice(server.database.db, sara.user.id, { ar: 'سارة محمود', en: 'Sara Mahmoud' });
});
afterAll(async () => {
  await server?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

async function downloadUrl(who: Learner, language: 'AR' | 'EN') {
  const envelope = await who.call(DOWNLOAD, { input: { transactionId: paid.transactionId, language } });
  expect(envelope.success).toBe(true);
  return envelope.data as { url: string; fileName: string; expiresAt: string };
}

describe('getInvoiceByTransactionId', () => {
  it('gives the learner who paid the invoice fields of docs/product/commerce.md with amounts in EGP', async () => {
    const envelope = await sara.call(INVOICE, { id: paid.transactionId });
    expect(envelope).toMatchObject({ code: 'OK', success: true });
    expect(envelope.data).toMatchObject({
      id: paid.invoiceId,
      transactionId: paid.transactionId,
      transactionCode: paid.transactionCode,
      invoiceNumber: paid.invoiceNumber,
      invoiceDate: '2020-11-20T21:30:00.000Z',
      enProvidedTo: 'Sara Mahmoud',
      arProvidedTo: 'سارة محمود',
      providedTo: 'Sara Mahmoud',
      couponCode: 'WELCOME10',
      subtotal: 1500,
      discountAmount: 100,
      vatRate: 14,
      vatAmount: 196,
      totalAmountPaid: 1596,
      currency: 'EGP',
      seller: { taxRegistrationNumber: expect.any(String) },
    });
    expect(envelope.data.items).toEqual([
      {
        type: 'COURSE',
        arName: 'أساسيات التغذية الرياضية',
        enName: 'Sports Nutrition Basics',
        name: 'Sports Nutrition Basics',
        price: 1000,
        discountAmount: 100,
        tax: 126,
        amountPaid: 1026,
        discountCode: 'WELCOME10',
      },
      {
        type: 'WORKSHOP',
        arName: 'ورشة تأهيل الإصابات',
        enName: 'Injury Rehab Workshop',
        name: 'Injury Rehab Workshop',
        price: 500,
        discountAmount: 0,
        tax: 70,
        amountPaid: 570,
        discountCode: null,
      },
    ]);
  });

  it('answers in Arabic for an Arabic request', async () => {
    const envelope = await sara.call(INVOICE, { id: paid.transactionId }, { locale: 'ar' });
    expect(envelope.data.providedTo).toBe('سارة محمود');
    expect(envelope.data.items[0].name).toBe('أساسيات التغذية الرياضية');
  });

  it('is NOT_FOUND for another learner, an unknown id and a malformed id, and asks visitors to log in', async () => {
    for (const id of [paid.transactionId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const envelope = await omar.call(INVOICE, { id });
      expect(envelope).toMatchObject({ code: 'NOT_FOUND', success: false, data: null });
    }
    const visitor = await server.gql(INVOICE, { variables: { id: paid.transactionId }, locale: 'en' });
    expect(visitor.body.data!.getInvoiceByTransactionId).toMatchObject({
      code: 'UNAUTHENTICATED',
      success: false,
      data: null,
    });
  });
});

describe('downloadInvoice', () => {
  it('links to an Arabic PDF whose text pdftotext reads in logical order', async () => {
    const link = await downloadUrl(sara, 'AR');
    expect(link.fileName).toBe(`invoice-${paid.invoiceNumber}.pdf`);
    expect(link.url).toMatch(new RegExp(`^/invoices/${paid.invoiceId}\\.pdf\\?lang=ar&token=[\\w.-]+$`));
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now());

    // No session needed: the link's token is the proof.
    const response = await get(link.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${paid.invoiceNumber}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(response.rawPayload);
    // Typed order, not the visual (reversed) order of the glyphs on the page. poppler 22 reverses
    // the letters of a ligature glyph (لا, لى, ين, سر, ضر…) inside right-to-left runs although the
    // PDF's ActualText gives them in typed order, so the checked words are ligature-free.
    expect(text).toContain('فاتورة');
    expect(text).not.toContain('ةروتاف');
    expect(text).toContain('سارة محمود');
    expect(text).not.toContain('دومحم ةراس');
    expect(text).toContain('أساسيات التغذية الرياضية');
    expect(text).toContain('ورشة تأهيل');
    expect(text).toContain(paid.invoiceNumber);
    expect(text).toContain('القيمة المضافة');
    expect(text).toContain('١٬٥٩٦');
    expect(text).not.toContain('Sara Mahmoud');
  });

  it('links to an English PDF with the English names and totals', async () => {
    const link = await downloadUrl(sara, 'EN');
    const response = await get(link.url);
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Invoice');
    expect(text).toContain('Sara Mahmoud');
    expect(text).toContain('Sports Nutrition Basics');
    expect(text).toContain('Injury Rehab Workshop');
    expect(text).toMatch(/VAT \(14%\)\s+EGP\s196/);
    expect(text).toMatch(/Total paid\s+EGP\s1,596/);
    expect(text).toContain('WELCOME10');
    expect(text).not.toContain('سارة');
  });

  it('is NOT_FOUND for another learner and asks visitors to log in', async () => {
    const envelope = await omar.call(DOWNLOAD, { input: { transactionId: paid.transactionId, language: 'AR' } });
    expect(envelope).toMatchObject({ code: 'NOT_FOUND', success: false, data: null });
    const visitor = await server.gql(DOWNLOAD, {
      variables: { input: { transactionId: paid.transactionId } },
      locale: 'en',
    });
    expect(visitor.body.data!.downloadInvoice).toMatchObject({ code: 'UNAUTHENTICATED', success: false });
    const invalid = await sara.call(DOWNLOAD, { input: { transactionId: 'nope', language: 'EN' } });
    expect(invalid).toMatchObject({ code: 'VALIDATION_FAILED', success: false });
  });
});

describe('GET /invoices/:id.pdf', () => {
  const plainUrl = () => `/invoices/${paid.invoiceId}.pdf?lang=en`;

  it("serves the owner's session without a token and refuses other sessions and visitors", async () => {
    const owner = await get(plainUrl(), { cookie: `${SESSION_COOKIE}=${sara.token}` });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['content-type']).toBe('application/pdf');

    const other = await get(plainUrl(), { authorization: `Bearer ${omar.token}` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND' });

    const visitor = await get(plainUrl());
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a forged, misplaced or expired token', async () => {
    const link = await downloadUrl(sara, 'EN');
    const token = new URL(link.url, 'http://x').searchParams.get('token')!;
    const [payload, mac] = token.split('.');
    const forged = `${payload}.${mac!.slice(0, -2)}${mac!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await get(`/invoices/${paid.invoiceId}.pdf?token=${forged}`)).statusCode).toBe(401);

    // A token names its invoice: it opens no other one, even one of the same learner.
    const second = await insertPaidInvoice(server.database.db, sara.user.id, { ar: 'سارة محمود', en: 'Sara Mahmoud' });
    expect((await get(`/invoices/${second.invoiceId}.pdf?token=${token}`)).statusCode).toBe(401);

    server.advanceTime(6 * 60 * 1000);
    expect((await get(link.url)).statusCode).toBe(401);
  });

  it('is 404 for an id that is no invoice', async () => {
    const response = await get('/invoices/not-a-uuid.pdf', { cookie: `${SESSION_COOKIE}=${sara.token}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('an invoice issued by payment confirmation', () => {
  it('reads back with lines that add up to the total, and downloads', async () => {
    const shop = await seedShop(server);
    await addCoupon(server, { code: 'SPRING10', kind: 'PERCENTAGE', value: 10 });
    const huda = await learner(server, {
      firstName: 'Huda',
      lastName: 'Hassan',
      arFirstName: 'هدى',
      arLastName: 'حسن',
    });
    for (const id of [shop.basics.id, shop.strength.id])
      expect((await huda.call(ADD, { input: { learningProgramId: id } })).success).toBe(true);
    expect((await huda.call(APPLY, { code: 'SPRING10' })).success).toBe(true);
    const { reference } = (await huda.call(CHECKOUT)).data;
    expect((await sendWebhook(server, { reference })).body).toMatchObject({ result: 'PAID' });
    const [transaction] = await commerceProbe(server).transactions(huda.user.id);

    const envelope = await huda.call(INVOICE, { id: transaction!.id });
    expect(envelope).toMatchObject({
      success: true,
      data: { arProvidedTo: 'هدى حسن', enProvidedTo: 'Huda Hassan', couponCode: 'SPRING10', vatRate: 14 },
    });
    const invoice = envelope.data;
    const cents = (n: number) => Math.round(n * 100);
    expect(invoice.items).toHaveLength(2);
    expect(invoice.items.reduce((sum: number, item: any) => sum + cents(item.amountPaid), 0)).toBe(
      cents(invoice.totalAmountPaid),
    );
    expect(cents(invoice.subtotal) - cents(invoice.discountAmount) + cents(invoice.vatAmount)).toBe(
      cents(invoice.totalAmountPaid),
    );
    for (const item of invoice.items) expect(item.discountCode).toBe('SPRING10');

    const link = (await huda.call(DOWNLOAD, { input: { transactionId: transaction!.id, language: 'AR' } })).data;
    const response = await get(link.url);
    expect(response.statusCode).toBe(200);
    expect(await pdfText(response.rawPayload)).toContain('هدى حسن');
    // Sara's session opens none of it.
    expect((await sara.call(INVOICE, { id: transaction!.id })).code).toBe('NOT_FOUND');
  });
});
