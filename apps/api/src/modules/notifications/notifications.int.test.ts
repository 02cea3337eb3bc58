import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { completeLessons, enrol, insertProgramWithLessons } from '../certificates/testing/completed-program';
import { learner, seedShop, type Learner } from '../commerce/testing/commerce-world';
import {
  DELETE_SUBSCRIPTION,
  MARK_SEEN,
  ME_UNSEEN,
  MY_NOTIFICATIONS,
  PUBLIC_KEY,
  SAVE_SUBSCRIPTION,
  buyAndPay,
  notificationProbe,
} from './testing/notification-world';

let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;
let sara: Learner;
let omar: Learner;

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
  sara = await learner(server, { firstName: 'Sara', lastName: 'Mahmoud', arFirstName: 'سارة', arLastName: 'محمود' });
  omar = await learner(server);
});
afterAll(() => server.close());

const buy = (who: Learner, programId: string) => buyAndPay(server, who, programId);

describe('purchase completed', () => {
  it('notifies the buyer in both languages, counts it unseen in me, and lists it newest first', async () => {
    const reference = await buy(sara, shop.basics.id);
    const list = await sara.call(MY_NOTIFICATIONS, { paginate: { page: 1, limit: 10 } });
    expect(list.success).toBe(true);
    expect(list.data.pageInfo).toEqual({ page: 1, limit: 10, totalCount: 1, totalPages: 1, hasNext: false });
    const [notification] = list.data.items;
    expect(notification).toMatchObject({
      targetModel: 'ORDER',
      enTitle: 'Purchase completed',
      arTitle: 'تمت عملية الشراء',
      title: 'Purchase completed',
      url: '/my-learning-programs',
      seen: false,
    });
    expect(notification.enBody).toBe(
      `Your order ${reference} is paid. Sports Nutrition Basics is now in your learning journey.`,
    );
    expect(notification.arBody).toContain('أساسيات التغذية الرياضية');
    const arabic = await sara.call(MY_NOTIFICATIONS, {}, { locale: 'ar' });
    expect(arabic.data.items[0].title).toBe('تمت عملية الشراء');
    expect((await sara.call(ME_UNSEEN)).data.notificationsCount).toBe(1);
    expect((await omar.call(MY_NOTIFICATIONS)).data.items).toEqual([]);
    // The push delivery is queued durably with it.
    const jobs = await notificationProbe(server).jobs();
    const kinds = jobs.filter((j) => j.payload.notificationId === notification.id).map((j) => j.kind);
    // …and its e-mail beside it (decision 0058).
    expect(kinds.sort()).toEqual(['event-mail', 'push-notification']);
  });

  it('pages through many notifications', async () => {
    await buy(sara, shop.strength.id);
    await buy(sara, shop.workshop.id);
    const first = await sara.call(MY_NOTIFICATIONS, { paginate: { page: 1, limit: 2 } });
    expect(first.data.pageInfo).toEqual({ page: 1, limit: 2, totalCount: 3, totalPages: 2, hasNext: true });
    const second = await sara.call(MY_NOTIFICATIONS, { paginate: { page: 2, limit: 2 } });
    expect(second.data.items).toHaveLength(1);
    expect(second.data.items[0].enBody).toContain('Sports Nutrition Basics');
    expect((await sara.call(MY_NOTIFICATIONS, { paginate: { page: 0 } })).code).toBe('VALIDATION_FAILED');
  });
});

describe('certificate issued', () => {
  it('notifies the learner once, linking to the certificate', async () => {
    const db = server.database.db;
    const course = await insertProgramWithLessons(db, { enTitle: 'Recovery Basics', arTitle: 'أساسيات الاستشفاء' }, 1);
    await enrol(db, omar.user.id, course.id);
    await completeLessons(db, omar.user.id, course.lessonIds);
    const create =
      'mutation createCertification($input: CreateCertificationInput) { createCertification(input: $input) { success data { id } } }';
    const issued = await omar.call(create, { input: { learningProgramId: course.id } });
    expect(issued.success).toBe(true);
    await omar.call(create, { input: { learningProgramId: course.id } });
    const mine = (await omar.call(MY_NOTIFICATIONS)).data.items;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      targetModel: 'CERTIFICATE',
      targetId: issued.data.id,
      url: `/certification/${issued.data.id}`,
      enTitle: 'Your certificate is ready',
    });
    expect(mine[0].enBody).toContain('Recovery Basics');
  });
});

describe('seen', () => {
  it('marks the shown ones seen, ignores other people’s ids, and answers the count left', async () => {
    const items = (await sara.call(MY_NOTIFICATIONS)).data.items as Array<{ id: string }>;
    const omarsBefore = await notificationProbe(server).notifications(omar.user.id);
    const marked = await sara.call(MARK_SEEN, { input: { ids: [items[0]!.id, items[1]!.id] } });
    expect(marked).toMatchObject({ success: true, data: { marked: 2, unseenCount: 1 } });
    expect((await sara.call(ME_UNSEEN)).data.notificationsCount).toBe(1);
    const after = (await sara.call(MY_NOTIFICATIONS)).data.items as Array<{ id: string; seen: boolean }>;
    expect(after.map((n) => n.seen)).toEqual([true, true, false]);
    // Omar cannot mark Sara's.
    expect((await omar.call(MARK_SEEN, { input: { ids: [items[2]!.id] } })).data).toEqual({
      marked: 0,
      unseenCount: omarsBefore.length,
    });
    expect((await sara.call(ME_UNSEEN)).data.notificationsCount).toBe(1);
  });

  it('marks everything seen without ids, and rejects malformed ids', async () => {
    expect((await sara.call(MARK_SEEN, { input: { ids: ['nope'] } })).code).toBe('VALIDATION_FAILED');
    expect(await sara.call(MARK_SEEN)).toMatchObject({ success: true, data: { marked: 1, unseenCount: 0 } });
    expect((await sara.call(ME_UNSEEN)).data.notificationsCount).toBe(0);
  });

  it('refuses visitors', async () => {
    expect((await server.gql(MY_NOTIFICATIONS)).body.data!.mySiteNotifications.code).toBe('UNAUTHENTICATED');
    expect((await server.gql(MARK_SEEN)).body.data!.markNotificationsSeen.code).toBe('UNAUTHENTICATED');
  });
});

describe('push subscriptions', () => {
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  };

  it('gives browsers the VAPID public key', async () => {
    const key = (await server.gql(PUBLIC_KEY)).body.data!.pushPublicKey;
    expect(key).toMatchObject({ success: true, data: server.deps.push.vapidPublicKey });
    expect(key.data).toMatch(/^[A-Za-z0-9_-]{80,}$/);
  });

  it('stores a subscription once per endpoint, moves it to whoever sends it last, and deletes own only', async () => {
    const probe = notificationProbe(server);
    expect(await sara.call(SAVE_SUBSCRIPTION, { input: subscription })).toMatchObject({ success: true, data: true });
    expect(await sara.call(SAVE_SUBSCRIPTION, { input: subscription })).toMatchObject({ success: true });
    const [device] = await probe.devices(sara.user.id);
    expect(device).toMatchObject({
      kind: 'WEBPUSH',
      token: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    });
    expect(await probe.devices(sara.user.id)).toHaveLength(1);

    expect((await omar.call(DELETE_SUBSCRIPTION, { input: { endpoint: subscription.endpoint } })).data).toBe(false);
    expect(await probe.devices(sara.user.id)).toHaveLength(1);
    expect((await sara.call(DELETE_SUBSCRIPTION, { input: { endpoint: subscription.endpoint } })).data).toBe(true);
    expect(await probe.devices(sara.user.id)).toHaveLength(0);
  });

  it('refuses endpoints that are not a known push service, with a translated field error', async () => {
    for (const endpoint of [
      'https://127.0.0.1:18443/push',
      'https://localhost/push',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://push.example.test/send/abc',
    ]) {
      for (const [locale, message] of [
        ['en', 'This is not the address of a browser push service.'],
        ['ar', 'هذا ليس عنوان خدمة إشعارات متصفح معروفة.'],
      ] as const) {
        const res = await sara.call(SAVE_SUBSCRIPTION, { input: { ...subscription, endpoint } }, { locale });
        expect(res).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
        expect(res.fieldErrors).toEqual([{ field: 'endpoint', message }]);
      }
    }
    expect(await notificationProbe(server).devices(sara.user.id)).toHaveLength(0);
  });

  it('rejects endpoints that are not https and keys that are not base64url, writing nothing', async () => {
    const bad = await sara.call(SAVE_SUBSCRIPTION, {
      input: { ...subscription, endpoint: 'http://127.0.0.1:5432/', auth: 'not base64!' },
    });
    expect(bad).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(bad.fieldErrors.map((e: { field: string }) => e.field).sort()).toEqual(['auth', 'endpoint']);
    expect(await notificationProbe(server).devices(sara.user.id)).toHaveLength(0);
    expect(
      (await server.gql(SAVE_SUBSCRIPTION, { variables: { input: subscription } })).body.data!.savePushSubscription
        .code,
    ).toBe('UNAUTHENTICATED');
  });
});
