import { listWhatsAppMessages, schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { learner, seedShop, type Learner } from '../commerce/testing/commerce-world';
import { buyAndPay } from './testing/notification-world';
import {
  MY_WHATSAPP,
  REQUEST_CODE,
  UPDATE_WHATSAPP,
  VERIFY_PHONE,
  lastCodeTo,
  savePhone,
  verifiedPhone,
} from './testing/whatsapp-world';

/** Arabic-Indic digits for Latin ones, as an Arabic keyboard types them. */
const toArabicIndic = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));

// The WhatsApp channel through the offline outbox (decision 0068); the Cloud API's protocol is in
// adapters/whatsapp/cloud-whatsapp.int.test.ts.

let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;
let phones = 0;
/** A fresh Egyptian mobile number per learner, typed in Arabic-Indic digits. */
const nextLocal = () => toArabicIndic(`0101${String(10_000_000 + (phones += 1)).slice(1)}`);

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
});
afterAll(() => server.close());

const messagesTo = (phone: string) => listWhatsAppMessages(server.database.db, { to: phone, limit: 20 });

describe('permissions', () => {
  it('refuses visitors on every operation', async () => {
    const calls: [string, Record<string, unknown>][] = [
      [MY_WHATSAPP, {}],
      [REQUEST_CODE, {}],
      [VERIFY_PHONE, { input: { code: '123456' } }],
      [UPDATE_WHATSAPP, { input: { refund: true } }],
    ];
    for (const [query, variables] of calls) {
      const res = await server.gql(query, { variables });
      expect(Object.values(res.body.data!)[0]).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('never lets one learner’s code prove another’s phone', async () => {
    const owner = await learner(server);
    const other = await learner(server);
    const phone = await savePhone(owner, nextLocal());
    await owner.call(REQUEST_CODE);
    const code = await lastCodeTo(server, phone);
    // The other learner saves the same number and types the owner's code: it was not sent for them.
    await savePhone(other, toArabicIndic(phone.replace('+20', '0')));
    expect(await other.call(VERIFY_PHONE, { input: { code } })).toMatchObject({ success: false, code: 'CODE_INVALID' });
    expect((await other.call(MY_WHATSAPP)).data.phoneVerified).toBe(false);
  });
});

describe('verifying a phone', () => {
  it('starts unverified with every switch off', async () => {
    const sara = await learner(server);
    expect((await sara.call(MY_WHATSAPP)).data).toEqual({
      available: true,
      phone: null,
      phoneVerified: false,
      codeDelivery: null,
      events: { purchaseReceipt: false, refund: false, liveSessionReminder: false, certificateIssued: false },
    });
  });

  it('asks for a saved phone first, in both languages', async () => {
    const sara = await learner(server);
    const en = await sara.call(REQUEST_CODE);
    expect(en).toMatchObject({ success: false, code: 'PHONE_REQUIRED', message: 'Save your phone number first.' });
    expect(en.fieldErrors).toEqual([{ field: 'phone', message: expect.any(String) }]);
    const ar = await sara.call(REQUEST_CODE, {}, { locale: 'ar' });
    expect(ar.message).toBe('احفظ رقم هاتفك أولًا.');
  });

  it('sends the code as the authentication template in the learner’s language and accepts it in Arabic-Indic digits', async () => {
    const sara = await learner(server);
    const phone = await savePhone(sara, nextLocal());
    expect(phone).toMatch(/^\+2010\d{8}$/);
    const sent = await sara.call(REQUEST_CODE);
    expect(sent).toMatchObject({ success: true, code: 'CODE_SENT', data: { phone, expiresInMinutes: 15 } });
    const [message] = await messagesTo(phone);
    expect(message).toMatchObject({
      template: 'manara_verification_code',
      locale: 'AR',
      provider: 'outbox',
      status: 'sent',
    });
    const code = await lastCodeTo(server, phone);
    expect(message!.text).toContain(code);
    expect((await sara.call(MY_WHATSAPP)).data.codeDelivery).toBe('sent');

    const wrong = await sara.call(VERIFY_PHONE, { input: { code: code === '000000' ? '111111' : '000000' } });
    expect(wrong).toMatchObject({ success: false, code: 'CODE_INVALID' });
    const right = await sara.call(VERIFY_PHONE, { input: { code: toArabicIndic(code) } });
    expect(right).toMatchObject({ success: true, code: 'PHONE_VERIFIED', data: { phone, phoneVerified: true } });
    // A code works once.
    expect((await sara.call(VERIFY_PHONE, { input: { code } })).code).toBe('CODE_INVALID');
  });

  it('refuses a malformed code with a field error', async () => {
    const sara = await learner(server);
    const res = await sara.call(VERIFY_PHONE, { input: { code: '12ab' } });
    expect(res).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.fieldErrors).toEqual([{ field: 'code', message: expect.any(String) }]);
  });

  it('locks a code after five wrong tries and expires it after fifteen minutes', async () => {
    const sara = await learner(server);
    const phone = await savePhone(sara, nextLocal());
    await sara.call(REQUEST_CODE);
    const code = await lastCodeTo(server, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const codes = [];
    for (let i = 0; i < 5; i += 1) codes.push((await sara.call(VERIFY_PHONE, { input: { code: wrong } })).code);
    expect(codes).toEqual(['CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_LOCKED']);
    expect((await sara.call(VERIFY_PHONE, { input: { code } })).code).toBe('CODE_LOCKED');

    await sara.call(REQUEST_CODE);
    const fresh = await lastCodeTo(server, phone);
    await server.database.db
      .update(schema.phoneVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.phoneVerifications.userId, sara.user.id));
    expect((await sara.call(VERIFY_PHONE, { input: { code: fresh } })).code).toBe('CODE_EXPIRED');
  });

  it('limits codes to three per fifteen minutes per account', async () => {
    const sara = await learner(server);
    await savePhone(sara, nextLocal());
    const codes = [];
    for (let i = 0; i < 4; i += 1) codes.push((await sara.call(REQUEST_CODE)).code);
    expect(codes).toEqual(['CODE_SENT', 'CODE_SENT', 'CODE_SENT', 'RATE_LIMITED']);
  });

  it('forgets the verification when the number changes, and a code for the old number proves nothing', async () => {
    const sara = await learner(server);
    await verifiedPhone(server, sara, nextLocal());
    const second = await savePhone(sara, nextLocal());
    expect((await sara.call(MY_WHATSAPP)).data).toMatchObject({
      phone: second,
      phoneVerified: false,
      codeDelivery: null,
    });

    await sara.call(REQUEST_CODE);
    const code = await lastCodeTo(server, second);
    await savePhone(sara, nextLocal());
    expect((await sara.call(VERIFY_PHONE, { input: { code } })).code).toBe('CODE_INVALID');
  });
});

describe('switches and event messages', () => {
  const purchaseMessages = async (phone: string) =>
    (await messagesTo(phone)).filter((m) => m.template === 'manara_purchase_receipt');

  it('needs a verified phone to switch an event on; switching off always works', async () => {
    const sara = await learner(server);
    expect(await sara.call(UPDATE_WHATSAPP, { input: { purchaseReceipt: true } })).toMatchObject({
      success: false,
      code: 'PHONE_NOT_VERIFIED',
    });
    expect((await sara.call(UPDATE_WHATSAPP, { input: { refund: false } })).success).toBe(true);
    await verifiedPhone(server, sara, nextLocal());
    const on = await sara.call(UPDATE_WHATSAPP, { input: { purchaseReceipt: true, liveSessionReminder: true } });
    expect(on.data.events).toEqual({
      purchaseReceipt: true,
      refund: false,
      liveSessionReminder: true,
      certificateIssued: false,
    });
  });

  it('sends a purchase receipt to an opted-in learner in their language, once, and nothing to others', async () => {
    const sara = await learner(server, { firstName: 'Sara' });
    await server.database.db.update(schema.users).set({ favLang: 'EN' }).where(eq(schema.users.id, sara.user.id));
    const phone = await verifiedPhone(server, sara, nextLocal());
    await sara.call(UPDATE_WHATSAPP, { input: { purchaseReceipt: true } });
    const reference = await buyAndPay(server, sara, shop.basics.id);
    await server.mails(sara.user.email); // runs the due mail and WhatsApp jobs
    const [receipt, ...more] = await purchaseMessages(phone);
    expect(more).toHaveLength(0);
    expect(receipt).toMatchObject({ locale: 'EN', status: 'sent' });
    expect(receipt!.params[0]).toBe('Sara');
    expect(receipt!.params[1]).toContain(reference);
    expect(receipt!.params[2]).toMatch(/^http:\/\/localhost:\d+\/en\//);
    expect(receipt!.text).toMatch(/^Hello Sara, /);

    // Not opted in: verified phone, e-mail as usual, no WhatsApp.
    const omar = await learner(server);
    const omarPhone = await verifiedPhone(server, omar, nextLocal());
    await buyAndPay(server, omar, shop.basics.id);
    await server.mails(omar.user.email);
    expect(await purchaseMessages(omarPhone)).toHaveLength(0);
  });

  it('sends nothing once the phone is no longer verified, even when the switch stays on', async () => {
    const sara = await learner(server);
    const phone = await verifiedPhone(server, sara, nextLocal());
    await sara.call(UPDATE_WHATSAPP, { input: { purchaseReceipt: true } });
    const second = await savePhone(sara, nextLocal());
    await buyAndPay(server, sara, shop.basics.id);
    await server.mails(sara.user.email);
    expect(await purchaseMessages(phone)).toHaveLength(0);
    expect(await purchaseMessages(second)).toHaveLength(0);
    expect((await sara.call(MY_WHATSAPP)).data.events.purchaseReceipt).toBe(true);
  });
});

describe('development outbox', () => {
  it('lists WhatsApp messages with their text', async () => {
    const sara: Learner = await learner(server);
    const phone = await savePhone(sara, nextLocal());
    await sara.call(REQUEST_CODE);
    const res = await server.app.inject({ method: 'GET', url: `/dev/whatsapp?to=${encodeURIComponent(phone)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        to: phone,
        template: 'manara_verification_code',
        text: expect.stringContaining('منارة'),
      }),
    ]);
  });

  it('answers 404 to webhooks, which only the Cloud API sends', async () => {
    const res = await server.app.inject({ method: 'POST', url: '/webhooks/whatsapp', payload: { object: 'x' } });
    expect(res.statusCode).toBe(404);
  });
});
