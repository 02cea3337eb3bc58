import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentIntentRequest } from '@manara/domain';
import { formatPrice } from '@manara/i18n';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerSandboxCheckout } from './sandbox-checkout-routes';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway';

const warnings: object[] = [];
const logger = { info() {}, warn: (obj: object) => void warnings.push(obj), error() {} };

describe('sandbox checkout', () => {
  let app: FastifyInstance;
  let receiver: Server;
  let gateway: SandboxGateway;
  let callbackUrl: string;
  const delivered: Array<{ url: string; body: unknown }> = [];

  const intent = (overrides: Partial<PaymentIntentRequest> = {}): PaymentIntentRequest => ({
    reference: 'ORD-2026-0007',
    amountPiastres: 142500,
    currency: 'EGP',
    items: [
      { name: 'أساسيات بايثون', amountPiastres: 114000, quantity: 1 },
      { name: 'Excel <tips>', amountPiastres: 14250, quantity: 2 },
    ],
    billing: { firstName: 'Mona', lastName: 'Adel', email: 'mona@example.com', phoneNumber: '+201001234567' },
    notificationUrl: callbackUrl,
    redirectionUrl: 'http://web.example/payments/return?from=sandbox',
    locale: 'ar',
    ...overrides,
  });

  /** The token and language from a checkout URL, as the browser would open it. */
  const open = async (overrides: Partial<PaymentIntentRequest> = {}) => {
    const { checkoutUrl } = await gateway.createIntent(intent(overrides));
    const url = new URL(checkoutUrl);
    return { url, token: url.searchParams.get('token')! };
  };

  const post = (url: string, fields: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ lang: 'en', ...fields }).toString(),
    });
  const complete = (token: string, outcome: string, fields: Record<string, string> = {}) =>
    post('/sandbox/checkout/complete', { token, outcome, ...fields });
  const verifiedDelivery = (index: number) =>
    gateway.verifyWebhook(
      delivered[index]!.body,
      new URL(delivered[index]!.url, 'http://x').searchParams.get('hmac') ?? undefined,
    );

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        delivered.push({ url: request.url ?? '', body: JSON.parse(text) });
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/payments/callback`;
    gateway = createSandboxGateway({
      hmacSecret: 'sandbox-checkout-test-secret',
      apiPublicUrl: 'http://api.example:4000',
      logger,
    });
    app = Fastify();
    registerSandboxCheckout(app, gateway);
    await app.ready();
  });
  beforeEach(() => {
    delivered.length = 0;
    warnings.length = 0;
  });
  afterAll(async () => {
    await app.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('creates an intent whose checkout link points at the API page in the learner language', async () => {
    const result = await gateway.createIntent(intent({ locale: 'en' }));
    const url = new URL(result.checkoutUrl);
    expect(`${url.origin}${url.pathname}`).toBe('http://api.example:4000/sandbox/checkout');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(result).toMatchObject({ provider: 'sandbox', clientSecret: url.searchParams.get('token') });
    expect(result.providerIntentId).toMatch(/^sandbox_\d+$/);
    await expect(gateway.createIntent(intent({ amountPiastres: 1 }))).rejects.toThrow(/differs/);
    await expect(gateway.createIntent(intent({ redirectionUrl: '/payments/return' }))).rejects.toThrow(/absolute/);
  });

  it('renders the Arabic page right to left with the test banner, the order and the three choices', async () => {
    const { url } = await open();
    const response = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    expect(csp).toContain("form-action 'self' http://web.example");
    const html = response.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('وضع الاختبار (TEST MODE) — دفع تجريبي، لا تُستخدم أموال حقيقية');
    expect(html).toContain('<bdi>ORD-2026-0007</bdi>');
    expect(html).toContain(formatPrice(142500, 'ar'));
    expect(html).toContain('<span dir="auto">أساسيات بايثون</span>');
    expect(html).toContain('Excel &lt;tips&gt;');
    expect(html).not.toContain('<script');
    for (const outcome of ['pay', 'fail', 'cancel']) expect(html).toContain(`name="outcome" value="${outcome}"`);
    expect(html).toContain('lang="en" hreflang="en">English</a>');
  });

  it('renders English by the lang parameter, then by Accept-Language', async () => {
    const { token } = await open();
    const byParam = await app.inject({
      method: 'GET',
      url: `/sandbox/checkout?${new URLSearchParams({ token, lang: 'en' })}`,
    });
    expect(byParam.body).toContain('<html lang="en" dir="ltr">');
    expect(byParam.body).toContain('TEST MODE — test payment, no real money is taken');
    expect(byParam.body).toContain(`Pay ${formatPrice(142500, 'en')}`);
    const byHeader = await app.inject({
      method: 'GET',
      url: `/sandbox/checkout?${new URLSearchParams({ token })}`,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(byHeader.body).toContain('<html lang="en" dir="ltr">');
  });

  it('shows a translated error page for a forged or missing token', async () => {
    const { token } = await open();
    const forged = await app.inject({ method: 'GET', url: `/sandbox/checkout?token=${token.slice(0, -3)}abc&lang=en` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This payment link is not valid');
    const missing = await app.inject({ method: 'GET', url: '/sandbox/checkout' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('رابط الدفع غير صالح');
  });

  it('on Pay, posts a signed paid webhook to the notification URL, then redirects with a verifiable query', async () => {
    const { token } = await open();
    const response = await complete(token, 'pay');
    expect(response.statusCode).toBe(303);

    expect(delivered).toHaveLength(1);
    const posted = new URL(delivered[0]!.url, 'http://x');
    expect(posted.pathname).toBe('/payments/callback');
    const fromWebhook = gateway.verifyWebhook(delivered[0]!.body, posted.searchParams.get('hmac') ?? undefined);
    expect(fromWebhook).toMatchObject({
      provider: 'sandbox',
      reference: 'ORD-2026-0007',
      success: true,
      pending: false,
      voided: false,
      refunded: false,
      amountPiastres: 142500,
      currency: 'EGP',
      cardBrand: 'Visa',
      maskedPan: '4242',
    });

    const location = new URL(String(response.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe('http://web.example/payments/return');
    expect(location.searchParams.get('from')).toBe('sandbox');
    expect(gateway.verifyRedirect(Object.fromEntries(location.searchParams))).toEqual(fromWebhook);
  });

  it('gives a resubmitted form the same transaction, and another outcome or checkout a new one', async () => {
    const { token } = await open();
    await complete(token, 'fail');
    await complete(token, 'pay');
    await complete(token, 'pay');
    await complete((await open()).token, 'pay');
    const ids = delivered.map(({ body }) => (body as { obj: { id: number } }).obj.id);
    expect(ids[1]).toBe(ids[2]);
    expect(new Set(ids).size).toBe(3);
  });

  it('on Fail, posts a declined webhook and redirects with success=false', async () => {
    const { token } = await open();
    const response = await complete(token, 'fail');
    const hmac = new URL(delivered[0]!.url, 'http://x').searchParams.get('hmac') ?? undefined;
    expect(gateway.verifyWebhook(delivered[0]!.body, hmac)).toMatchObject({
      success: false,
      pending: false,
      reference: 'ORD-2026-0007',
    });
    const query = Object.fromEntries(new URL(String(response.headers.location)).searchParams);
    expect(gateway.verifyRedirect(query)).toMatchObject({ success: false });
  });

  it('on Cancel, sends no webhook and returns the browser with success=false', async () => {
    const { token } = await open();
    const response = await complete(token, 'cancel');
    expect(response.statusCode).toBe(303);
    expect(delivered).toHaveLength(0);
    const query = Object.fromEntries(new URL(String(response.headers.location)).searchParams);
    expect(gateway.verifyRedirect(query)).toMatchObject({ success: false, reference: 'ORD-2026-0007' });
  });

  it('refuses a forged token or an unknown outcome without calling anyone', async () => {
    const { token } = await open();
    expect((await complete(`${token}x`, 'pay')).statusCode).toBe(400);
    expect((await complete(token, 'refund')).statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: '/sandbox/checkout/complete',
      payload: { token: 42, outcome: 'pay' },
    });
    expect(json.statusCode).toBe(400);
    expect(delivered).toHaveLength(0);
  });

  it('still returns the browser when the webhook cannot be delivered, and logs it', async () => {
    const { token } = await open({ notificationUrl: 'http://127.0.0.1:9/payments/callback' });
    const response = await complete(token, 'pay');
    expect(response.statusCode).toBe(303);
    expect(warnings).toEqual([expect.objectContaining({ reference: 'ORD-2026-0007' })]);
  });

  it('refunds and voids like Paymob: a signed callback for the paid transaction, marked refunded or voided', async () => {
    const { token } = await open();
    await complete(token, 'pay');
    const paid = gateway.verifyWebhook(
      delivered[0]!.body,
      new URL(delivered[0]!.url, 'http://x').searchParams.get('hmac') ?? undefined,
    )!;
    const request = {
      providerTransactionId: paid.providerTransactionId,
      providerOrderId: paid.providerOrderId,
      reference: paid.reference,
      amountPiastres: 40000,
      transactionAmountPiastres: paid.amountPiastres,
      refundedTotalPiastres: 40000,
      currency: 'EGP',
      notificationUrl: callbackUrl,
    };
    const receipt = await gateway.refund(request);
    const voided = await gateway.void({ ...request, amountPiastres: 142500, refundedTotalPiastres: 142500 });
    expect(receipt.providerReference).toMatch(/^\d+$/);
    expect(voided.providerReference).not.toBe(receipt.providerReference);
    const [, refundHook, voidHook] = delivered.map(({ url, body }) => ({
      body: body as { obj: { refunded_amount_cents: number } },
      verified: gateway.verifyWebhook(body, new URL(url, 'http://x').searchParams.get('hmac') ?? undefined),
    }));
    const same = { providerTransactionId: paid.providerTransactionId, providerOrderId: paid.providerOrderId };
    expect(refundHook!.verified).toMatchObject({ ...same, refunded: true, voided: false, amountPiastres: 142500 });
    expect(refundHook!.body.obj.refunded_amount_cents).toBe(40000);
    expect(voidHook!.verified).toMatchObject({ ...same, refunded: false, voided: true });
    await expect(gateway.refund({ ...request, providerOrderId: null })).rejects.toMatchObject({ kind: 'refused' });
  });

  it('offers every method, and names the chosen one on the page', async () => {
    expect(gateway.methods).toEqual(['CARD', 'WALLET', 'KIOSK', 'INSTALMENTS']);
    const { url } = await open({ method: 'INSTALMENTS', locale: 'en' });
    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('Instalments (valU)');
  });

  it('pays instalments on the plan chosen on its page, signed into both callbacks (decision 0065)', async () => {
    const { url, token } = await open({ method: 'INSTALMENTS', locale: 'en' });
    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('<legend>Instalment plan</legend>');
    expect(page.body).toContain('name="tenure" value="6" checked');
    expect(page.body).toContain(`12 months, ${formatPrice(11875, 'en')} a month`);
    // No plan, or one the lender does not offer, is no payment; a decline needs none.
    expect((await complete(token, 'pay')).statusCode).toBe(400);
    expect((await complete(token, 'pay', { tenure: '9' })).statusCode).toBe(400);
    expect(delivered).toHaveLength(0);
    const paid = await complete(token, 'pay', { tenure: '12' });
    expect(paid.statusCode).toBe(303);
    const plan = { lender: 'valU', months: 12, monthlyPiastres: 11875, downPaymentPiastres: 0 };
    expect(verifiedDelivery(0)).toMatchObject({ success: true, sourceType: 'valu', instalmentPlan: plan });
    const query = Object.fromEntries(new URL(String(paid.headers.location)).searchParams);
    expect(gateway.verifyRedirect(query)).toEqual(verifiedDelivery(0));
    const declined = await open({ method: 'INSTALMENTS' });
    expect((await complete(declined.token, 'fail')).statusCode).toBe(303);
    expect(verifiedDelivery(1)).not.toHaveProperty('instalmentPlan');
  });

  it('takes a wallet payment in its two steps: the number, then the one-time code, then a signed wallet callback', async () => {
    const { url, token } = await open({ method: 'WALLET', walletNumber: '+201010101010' });
    const first = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(first.body).toContain('name="wallet_number"');
    expect(first.body).toContain('value="01010101010"');
    expect(first.body).not.toContain('name="otp"');

    const wrongNumber = await post('/sandbox/checkout/wallet', { token, wallet_number: '0223456789' });
    expect(wrongNumber.statusCode).toBe(422);
    expect(wrongNumber.body).toContain('Enter an Egyptian mobile number for the wallet');
    expect(wrongNumber.body).toContain('aria-invalid="true"');

    // Arabic-Indic digits are what many learners type.
    const codeStep = await post('/sandbox/checkout/wallet', { token, wallet_number: '٠١٠١٠١٠١٠١٠' });
    expect(codeStep.statusCode).toBe(200);
    expect(codeStep.body).toContain('name="otp"');
    expect(codeStep.body).toContain('name="wallet_number" value="01010101010"');
    expect(delivered).toHaveLength(0);

    const paid = await complete(token, 'pay', { wallet_number: '01010101010', otp: '١٢٣٤٥٦' });
    expect(paid.statusCode).toBe(303);
    expect(verifiedDelivery(0)).toMatchObject({
      success: true,
      sourceType: 'wallet',
      maskedPan: '01010101010',
      cardBrand: 'wallet',
    });
    const query = Object.fromEntries(new URL(String(paid.headers.location)).searchParams);
    expect(gateway.verifyRedirect(query)).toEqual(verifiedDelivery(0));
  });

  it('declines a wallet payment with a wrong code, and never pays one without its code form', async () => {
    const { token } = await open({ method: 'WALLET', walletNumber: '+201010101010' });
    await complete(token, 'pay', { wallet_number: '01010101010', otp: '000000' });
    expect(verifiedDelivery(0)).toMatchObject({ success: false, sourceType: 'wallet' });
    // Skipping the number step, or a number that is not a mobile, is not a payment.
    expect((await complete(token, 'pay')).statusCode).toBe(400);
    expect((await complete(token, 'pay', { wallet_number: '0223456789', otp: '123456' })).statusCode).toBe(400);
    expect(delivered).toHaveLength(1);
    // The wallet step refuses a card checkout's token.
    expect(
      (await post('/sandbox/checkout/wallet', { token: (await open()).token, wallet_number: '01010101010' }))
        .statusCode,
    ).toBe(400);
  });
  it('for kiosk cash, issues a bill reference (a signed pending callback) instead of paying (decision 0066)', async () => {
    const { url, token } = await open({ method: 'KIOSK' });
    const page = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.body).toContain('value="reference"');
    expect(page.body).not.toContain('value="pay"');
    // Kiosk cash is never paid on the provider's page, and no other method issues a reference.
    expect((await complete(token, 'pay')).statusCode).toBe(400);
    expect((await complete((await open()).token, 'reference')).statusCode).toBe(400);
    delivered.length = 0;
    const response = await complete(token, 'reference');
    expect(response.statusCode).toBe(303);
    const verified = verifiedDelivery(0);
    expect(verified).toMatchObject({ success: false, pending: true, sourceType: 'aggregator' });
    expect(verified?.billReference).toMatch(/^\d{8}$/);
    expect((delivered[0]!.body as { obj: { data: object } }).obj.data).toMatchObject({ txn_response_code: '05' });
    const query = Object.fromEntries(new URL(String(response.headers.location)).searchParams);
    expect(gateway.verifyRedirect(query)).toMatchObject({ pending: true, billReference: verified?.billReference });
  });
  it('pays a kiosk reference later from the simulated kiosk, as the same transaction (decision 0066)', async () => {
    const { token } = await open({ method: 'KIOSK' });
    delivered.length = 0;
    await complete(token, 'reference');
    const pending = verifiedDelivery(0)!;
    const link = new URL(gateway.kioskLink(gateway.readCheckout(token)!));
    // The checkout's own link does not open the kiosk; the kiosk link does, in the learner's language.
    expect((await app.inject({ method: 'GET', url: `/sandbox/kiosk?token=${token}` })).statusCode).toBe(400);
    const page = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<bdi dir="ltr">${pending.billReference}</bdi>`);
    const kioskToken = link.searchParams.get('token')!;
    for (const attempt of [1, 2]) {
      const paid = await post('/sandbox/kiosk/pay', { token: kioskToken });
      expect(paid.statusCode).toBe(200);
      expect(paid.body).toContain('Paid.');
      expect(verifiedDelivery(attempt)).toMatchObject({
        success: true,
        pending: false,
        sourceType: 'aggregator',
        providerTransactionId: pending.providerTransactionId,
      });
    }
    expect((await post('/sandbox/kiosk/pay', { token: kioskToken.slice(0, -3) + 'abc' })).statusCode).toBe(400);
  });
});
