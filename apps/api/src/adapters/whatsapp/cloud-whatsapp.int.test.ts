import { listWhatsAppMessages } from '@manara/db';
import { WhatsAppError } from '@manara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { learner, seedShop } from '../../modules/commerce/testing/commerce-world';
import { buyAndPay } from '../../modules/notifications/testing/notification-world';
import {
  MY_WHATSAPP,
  REQUEST_CODE,
  UPDATE_WHATSAPP,
  savePhone,
  verifiedPhone,
} from '../../modules/notifications/testing/whatsapp-world';
import { createCloudWhatsAppSender } from './cloud-whatsapp-sender';
import { startWhatsAppStandIn } from './testing/whatsapp-stand-in';
import type { WhatsAppConfig } from './whatsapp-config';

// The Cloud API adapter against a local server speaking its protocol (decision 0068): template
// messages out, signed status and reply webhooks in, through the real API routes.

const NOT_ON_WHATSAPP = '201099999999';
const settings = {
  accessToken: 'EAAtest-token',
  phoneNumberId: '1055501234',
  apiVersion: 'v23.0',
  appSecret: 'app-secret-for-tests',
};
let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
let server: TestServer;
let config: WhatsAppConfig;
let shop: Awaited<ReturnType<typeof seedShop>>;
let phones = 0;
const nextLocal = () => `0102${String(10_000_000 + (phones += 1)).slice(1)}`;

beforeAll(async () => {
  standIn = await startWhatsAppStandIn({
    ...settings,
    notOnWhatsApp: [NOT_ON_WHATSAPP],
    templates: {
      manara_verification_code: { languages: ['ar', 'en'], params: 1, codeButton: true },
      manara_purchase_receipt: { languages: ['ar', 'en'], params: 3 },
    },
  });
  config = { ...settings, baseUrl: standIn.baseUrl, verifyToken: 'verify-me' };
  server = await createTestServer({ whatsapp: createCloudWhatsAppSender(config) });
  shop = await seedShop(server);
});
afterAll(async () => {
  await server.close();
  await standIn.close();
});

const postWebhook = (hook: { raw: string; signature?: string }) =>
  server.app.inject({
    method: 'POST',
    url: '/webhooks/whatsapp',
    headers: {
      'content-type': 'application/json',
      ...(hook.signature ? { 'x-hub-signature-256': hook.signature } : {}),
    },
    payload: hook.raw,
  });
const rowOf = async (providerMessageId: string) =>
  (await listWhatsAppMessages(server.database.db, { limit: 100 })).find(
    (m) => m.providerMessageId === providerMessageId,
  )!;

describe('sending', () => {
  it('sends the code as an authentication template with the code on its copy-code button', async () => {
    const sara = await learner(server);
    const phone = await savePhone(sara, nextLocal());
    expect((await sara.call(REQUEST_CODE)).code).toBe('CODE_SENT');
    const sent = standIn.received.at(-1)!;
    expect(sent).toMatchObject({ to: phone.slice(1), name: 'manara_verification_code', language: 'ar' });
    expect(sent.bodyParams).toEqual([expect.stringMatching(/^\d{6}$/)]);
    expect(sent.buttonParam).toBe(sent.bodyParams[0]);
    expect(await rowOf(sent.id)).toMatchObject({ provider: 'cloud', status: 'sent' });
  });

  it('sends an opted-in learner’s purchase receipt as its utility template', async () => {
    const sara = await learner(server, { arFirstName: 'سارة' });
    await verifiedPhone(server, sara, nextLocal());
    await sara.call(UPDATE_WHATSAPP, { input: { purchaseReceipt: true } });
    const reference = await buyAndPay(server, sara, shop.basics.id);
    await server.mails(sara.user.email);
    const receipt = standIn.received.at(-1)!;
    expect(receipt).toMatchObject({ name: 'manara_purchase_receipt', language: 'ar', buttonParam: null });
    expect(receipt.bodyParams[0]).toBe('سارة');
    expect(receipt.bodyParams[1]).toContain(reference);
    expect(receipt.bodyParams[1]).not.toMatch(/\n/);
  });

  it('maps the Graph API’s refusals: unknown template, bad token, unreachable', async () => {
    const message = { to: '+201012345678', locale: 'ar' as const, bodyParams: ['x'], text: 'x' };
    const sender = createCloudWhatsAppSender(config);
    await expect(sender.send({ ...message, template: 'no_such_template' })).rejects.toMatchObject({
      kind: 'template-rejected',
      code: 132001,
    });
    await expect(sender.send({ ...message, template: 'manara_purchase_receipt' })).rejects.toMatchObject({
      kind: 'template-rejected',
      code: 132000,
    });
    const badToken = createCloudWhatsAppSender({ ...config, accessToken: 'wrong' });
    await expect(badToken.send({ ...message, template: 'manara_verification_code' })).rejects.toMatchObject({
      kind: 'unavailable',
      code: 190,
    });
    const down = createCloudWhatsAppSender({ ...config, baseUrl: 'http://127.0.0.1:9' });
    await expect(down.send({ ...message, template: 'manara_verification_code' })).rejects.toBeInstanceOf(WhatsAppError);
  });

  it('tells the learner when WhatsApp refuses the business or cannot be reached', async () => {
    const rejecting = await createTestServer({
      whatsapp: createCloudWhatsAppSender({ ...config, phoneNumberId: settings.phoneNumberId, accessToken: 'expired' }),
    });
    try {
      const omar = await learner(rejecting);
      await savePhone(omar, nextLocal());
      const res = await omar.call(REQUEST_CODE, {}, { locale: 'ar' });
      expect(res).toMatchObject({ success: false, code: 'WHATSAPP_UNAVAILABLE' });
      expect(res.message).toContain('واتساب');
    } finally {
      await rejecting.close();
    }
  });
});

describe('webhooks', () => {
  it('answers Meta’s subscription handshake only with the right verify token', async () => {
    const query = 'hub.mode=subscribe&hub.challenge=1158201444';
    const ok = await server.app.inject({
      method: 'GET',
      url: `/webhooks/whatsapp?${query}&hub.verify_token=verify-me`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await server.app.inject({ method: 'GET', url: `/webhooks/whatsapp?${query}&hub.verify_token=nope` });
    expect(wrong.statusCode).toBe(403);
  });

  it('moves statuses forward once, never back, and refuses forged or unsigned webhooks', async () => {
    const sara = await learner(server);
    await savePhone(sara, nextLocal());
    await sara.call(REQUEST_CODE);
    const sent = standIn.received.at(-1)!;
    const statuses = standIn.statusesFor([sent]);

    const forged = standIn.webhook({ statuses: [{ id: sent.id, status: 'read' }] }, 'not-the-app-secret');
    expect((await postWebhook(forged)).statusCode).toBe(401);
    expect((await postWebhook({ raw: statuses.raw })).statusCode).toBe(401);
    // A body changed after signing fails too.
    expect(
      (await postWebhook({ raw: statuses.raw.replace('delivered', 'read'), signature: statuses.signature })).statusCode,
    ).toBe(401);
    expect((await rowOf(sent.id)).status).toBe('sent');

    for (let i = 0; i < 2; i += 1) expect((await postWebhook(statuses)).statusCode).toBe(200);
    expect((await rowOf(sent.id)).status).toBe('delivered');
    expect((await sara.call(MY_WHATSAPP)).data.codeDelivery).toBe('delivered');
    // A late "sent" changes nothing; "read" moves on.
    await postWebhook(standIn.webhook({ statuses: [{ id: sent.id, status: 'sent' }] }));
    expect((await rowOf(sent.id)).status).toBe('delivered');
    await postWebhook(standIn.webhook({ statuses: [{ id: sent.id, status: 'read' }] }));
    expect((await rowOf(sent.id)).status).toBe('read');
  });

  it('tells the learner when their number turns out not to be on WhatsApp', async () => {
    const omar = await learner(server);
    await savePhone(omar, `0${NOT_ON_WHATSAPP.slice(2)}`);
    expect((await omar.call(REQUEST_CODE)).code).toBe('CODE_SENT');
    const sent = standIn.received.at(-1)!;
    expect((await postWebhook(standIn.statusesFor([sent]))).statusCode).toBe(200);
    expect(await rowOf(sent.id)).toMatchObject({
      status: 'failed',
      errorCode: 131026,
      errorTitle: 'Message undeliverable',
    });
    expect((await omar.call(MY_WHATSAPP)).data.codeDelivery).toBe('notOnWhatsApp');
  });

  it('switches every WhatsApp message off when the learner replies STOP (or إيقاف)', async () => {
    for (const word of ['STOP', 'إيقاف']) {
      const sara = await learner(server);
      const phone = await verifiedPhone(server, sara, nextLocal());
      await sara.call(UPDATE_WHATSAPP, { input: { purchaseReceipt: true, refund: true } });
      expect((await postWebhook(standIn.reply(phone.slice(1), 'hello'))).statusCode).toBe(200);
      expect((await sara.call(MY_WHATSAPP)).data.events.refund).toBe(true);
      expect((await postWebhook(standIn.reply(phone.slice(1), ` ${word} `))).statusCode).toBe(200);
      expect(Object.values((await sara.call(MY_WHATSAPP)).data.events)).toEqual([false, false, false, false]);
    }
  });
});
