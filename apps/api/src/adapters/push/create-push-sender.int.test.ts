import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PushSender } from '@manara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../testing/test-server';
import { createPushSender } from './create-push-sender';
import { readPushConfig } from './push-config';
import { startFcmStandIn } from './testing/fcm-stand-in';
import { startPushServiceStandIn } from './testing/push-service-stand-in';
import { PUSH_SERVICES_ONLY, type PushEndpointPolicy } from './push-endpoint-policy';
import { LOOPBACK_STAND_INS } from './testing/loopback-stand-ins';
import { VAPID_KEY_FILE } from './vapid-key-file';

const dataDir = mkdtempSync(path.join(tmpdir(), 'manara-push-'));
const message = {
  title: 'تمت عملية الشراء',
  body: 'Your order MNR-1 is paid.',
  url: '/my-learning-programs',
  topic: 'a'.repeat(32),
};
let sender: PushSender;
let pushService: Awaited<ReturnType<typeof startPushServiceStandIn>>;
let fcm: Awaited<ReturnType<typeof startFcmStandIn>>;

beforeAll(async () => {
  fcm = await startFcmStandIn();
  const settings = readPushConfig(
    { FCM_SERVICE_ACCOUNT_JSON: fcm.serviceAccountJson, VAPID_SUBJECT: 'mailto:ops@manara.test' },
    'http://localhost:3000',
  );
  sender = createPushSender({
    settings,
    dataDir,
    webBaseUrl: 'https://manara.test',
    logger: silentLogger,
    fcmApiBaseUrl: fcm.url,
    endpointPolicy: LOOPBACK_STAND_INS,
  });
  pushService = await startPushServiceStandIn(sender.vapidPublicKey!);
});
afterAll(async () => {
  await pushService?.close();
  await fcm?.close();
});

describe('VAPID keys', () => {
  it('are generated on first start, kept in the data directory, and reused', () => {
    const stored = JSON.parse(readFileSync(path.join(dataDir, VAPID_KEY_FILE), 'utf8'));
    expect(stored.publicKey).toBe(sender.vapidPublicKey);
    const again = createPushSender({
      settings: readPushConfig({}, 'http://localhost:3000'),
      dataDir,
      webBaseUrl: 'https://manara.test',
      logger: silentLogger,
    });
    expect(again.vapidPublicKey).toBe(sender.vapidPublicKey);
  });

  it('come from the environment when set, both or neither', () => {
    expect(() => readPushConfig({ VAPID_PUBLIC_KEY: 'x' }, 'http://localhost:3000')).toThrow(/both/);
    const settings = readPushConfig({ VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' }, 'https://manara.eg');
    expect(settings).toMatchObject({
      vapidKeys: { publicKey: 'pub', privateKey: 'priv' },
      vapidSubject: 'https://manara.eg',
    });
  });
});

describe('Web Push', () => {
  it('sends a VAPID-signed, aes128gcm-encrypted message the browser can decrypt', async () => {
    const subscription = pushService.subscribe('browser-1');
    expect(await sender.send({ kind: 'WEBPUSH', ...subscription }, message)).toEqual({ status: 'sent' });
    expect(pushService.rejected).toEqual([]);
    const [push] = pushService.received;
    expect(push!.payload).toEqual({ title: message.title, body: message.body, url: message.url });
    expect(push!.headers.topic).toBe(message.topic);
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
  });

  it('is refused by the push service when signed with another key', async () => {
    const other = createPushSender({
      settings: readPushConfig({}, 'http://localhost:3000'),
      dataDir: mkdtempSync(path.join(tmpdir(), 'manara-push-')),
      webBaseUrl: 'https://manara.test',
      logger: silentLogger,
      endpointPolicy: LOOPBACK_STAND_INS,
    });
    const outcome = await other.send({ kind: 'WEBPUSH', ...pushService.subscribe('browser-2') }, message);
    expect(outcome).toMatchObject({ status: 'failed', retry: false });
    expect(pushService.rejected.at(-1)).toMatch(/VAPID key/);
  });

  it('answers gone on 410, and a retryable failure on 503 or an unreachable service', async () => {
    const expired = pushService.subscribe('browser-3');
    pushService.expire('browser-3');
    expect(await sender.send({ kind: 'WEBPUSH', ...expired }, message)).toEqual({ status: 'gone' });
    const busy = pushService.subscribe('browser-4');
    pushService.fail('browser-4');
    expect(await sender.send({ kind: 'WEBPUSH', ...busy }, message)).toMatchObject({
      status: 'failed',
      retry: true,
      error: expect.stringContaining('503'),
    });
    const nowhere = { ...pushService.subscribe('browser-5'), endpoint: 'http://127.0.0.1:1/push/browser-5' };
    expect(await sender.send({ kind: 'WEBPUSH', ...nowhere }, message)).toMatchObject({
      status: 'failed',
      retry: true,
    });
  });
});

describe('Web Push reaches push services only (no SSRF)', () => {
  const productionSender = (endpointPolicy?: PushEndpointPolicy) =>
    createPushSender({
      settings: readPushConfig({}, 'http://localhost:3000'),
      dataDir,
      webBaseUrl: 'https://manara.test',
      logger: silentLogger,
      endpointPolicy,
    });

  it('as built for production, never connects to a stand-in on loopback and drops the subscription', async () => {
    const before = pushService.received.length + pushService.rejected.length;
    const local = pushService.subscribe('browser-6');
    expect(await productionSender().send({ kind: 'WEBPUSH', ...local }, message)).toEqual({ status: 'gone' });
    for (const endpoint of ['https://127.0.0.1:18443/push/x', 'https://[::1]/push/x', 'https://10.0.0.5/push/x'])
      expect(await productionSender().send({ kind: 'WEBPUSH', ...local, endpoint }, message)).toEqual({
        status: 'gone',
      });
    expect(pushService.received.length + pushService.rejected.length).toBe(before);
  });

  it('refuses a push service host that resolves to a private address, without a retry', async () => {
    const local = pushService.subscribe('browser-7');
    const target = { kind: 'WEBPUSH' as const, ...local, endpoint: 'https://fcm.googleapis.com/fcm/send/x' };
    for (const address of ['127.0.0.1', '::ffff:127.0.0.1', '169.254.169.254', 'fd00::1', '192.168.1.20']) {
      const rebound = productionSender({ ...PUSH_SERVICES_ONLY, resolve: async () => ['142.250.74.10', address] });
      expect(await rebound.send(target, message)).toMatchObject({ status: 'failed', retry: false });
    }
  });
});

describe('FCM HTTP v1', () => {
  it('exchanges a signed service-account assertion for a token once and sends with an absolute link', async () => {
    expect(await sender.send({ kind: 'FCM', token: 'device-a' }, message)).toEqual({ status: 'sent' });
    expect(await sender.send({ kind: 'FCM', token: 'device-b' }, message)).toEqual({ status: 'sent' });
    expect(fcm.assertions).toHaveLength(1);
    expect(fcm.assertions[0]).toMatchObject({ iss: 'push@manara-test.iam.gserviceaccount.com' });
    expect(fcm.sent[0]).toEqual({
      token: 'device-a',
      notification: { title: message.title, body: message.body },
      link: 'https://manara.test/my-learning-programs',
    });
  });

  it('answers gone for an UNREGISTERED token', async () => {
    fcm.markDead('device-dead');
    expect(await sender.send({ kind: 'FCM', token: 'device-dead' }, message)).toEqual({ status: 'gone' });
  });

  it('skips device tokens when no service account is configured', async () => {
    const webOnly = createPushSender({
      settings: readPushConfig({}, 'http://localhost:3000'),
      dataDir,
      webBaseUrl: 'https://manara.test',
      logger: silentLogger,
    });
    expect(await webOnly.send({ kind: 'FCM', token: 'device-a' }, message)).toEqual({ status: 'skipped' });
  });
});
