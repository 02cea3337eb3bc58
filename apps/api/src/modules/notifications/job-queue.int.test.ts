import { claimDueJobs, insertJob, schema, upsertDeviceToken } from '@manara/db';
import {
  enqueueNotification,
  jobHandlers,
  remindLiveSessions,
  runDueJobs,
  startJobRunner,
  type DomainDeps,
} from '@manara/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPushServiceStandIn } from '../../adapters/push/testing/push-service-stand-in';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { learner, seedShop, type Learner } from '../commerce/testing/commerce-world';
import { notificationProbe } from './testing/notification-world';

let server: TestServer;
let deps: DomainDeps;
let sara: Learner;
let pushService: Awaited<ReturnType<typeof startPushServiceStandIn>>;
const retry = { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 60_000 };
const texts = { arTitle: 'عنوان', enTitle: 'Title', arBody: 'نص', enBody: 'Body', url: '/notifications' };

beforeAll(async () => {
  server = await createTestServer();
  deps = server.deps;
  sara = await learner(server, { firstName: 'Sara', lastName: 'Mahmoud', arFirstName: 'سارة', arLastName: 'محمود' });
  pushService = await startPushServiceStandIn(deps.push.vapidPublicKey!);
});
afterAll(async () => {
  await pushService?.close();
  await server?.close();
});
// Each test starts with an empty queue.
beforeEach(async () => {
  await server.database.db.delete(schema.jobs);
});

let failures = 0;
const flaky = async () => {
  failures += 1;
  throw new Error(`boom ${failures}`);
};
const queue = (kind: string, payload: Record<string, unknown> = {}) =>
  insertJob(deps.db, { kind, payload, runAt: deps.now() });

describe('the job queue', () => {
  it('retries a job claimed by a runner that died once its lease has expired, not before', async () => {
    const job = (await queue('count'))!;
    const ran: string[] = [];
    const handlers = { count: async () => void ran.push('ran') };
    // A runner claims it and "crashes" (never completes or fails it).
    expect(
      await claimDueJobs(deps.db, { now: deps.now(), lockUntil: new Date(deps.now().getTime() + 60_000), limit: 10 }),
    ).toHaveLength(1);
    expect(await runDueJobs(deps, { handlers, retry })).toEqual({ done: 0, retried: 0, gaveUp: 0 });
    server.advanceTime(61_000);
    expect(await runDueJobs(deps, { handlers, retry })).toEqual({ done: 1, retried: 0, gaveUp: 0 });
    expect(ran).toEqual(['ran']);
    expect(await notificationProbe(server).job(job.id)).toMatchObject({
      attempts: 2,
      lockedUntil: null,
      lastError: null,
      doneAt: expect.any(Date),
    });
  });

  it('backs off exponentially between attempts and gives up after the last one', async () => {
    const job = (await queue('flaky'))!;
    const handlers = { flaky };
    const probe = notificationProbe(server);
    expect(await runDueJobs(deps, { handlers, retry })).toEqual({ done: 0, retried: 1, gaveUp: 0 });
    const first = await probe.job(job.id);
    expect(first.runAt.getTime() - deps.now().getTime()).toBeGreaterThan(900);
    expect(first).toMatchObject({ attempts: 1, doneAt: null, lastError: expect.stringMatching(/^boom/) });
    // Not due yet: nothing runs.
    expect(await runDueJobs(deps, { handlers, retry })).toEqual({ done: 0, retried: 0, gaveUp: 0 });
    server.advanceTime(1_100);
    expect(await runDueJobs(deps, { handlers, retry })).toEqual({ done: 0, retried: 1, gaveUp: 0 });
    const second = await probe.job(job.id);
    // The second delay doubles the first.
    expect(second.runAt.getTime() - deps.now().getTime()).toBeGreaterThan(1900);
    server.advanceTime(1_000);
    expect(await runDueJobs(deps, { handlers, retry })).toEqual({ done: 0, retried: 0, gaveUp: 0 });
    server.advanceTime(1_100);
    expect(await runDueJobs(deps, { handlers, retry })).toEqual({ done: 0, retried: 0, gaveUp: 1 });
    expect(await probe.job(job.id)).toMatchObject({
      attempts: 3,
      doneAt: expect.any(Date),
      lastError: expect.stringMatching(/^boom/),
    });
    server.advanceTime(3_600_000);
    expect(await runDueJobs(deps, { handlers, retry })).toEqual({ done: 0, retried: 0, gaveUp: 0 });
  });

  it('never hands one job to two runners claiming at the same time', async () => {
    for (let i = 0; i < 6; i += 1) await queue('count');
    const claim = () =>
      deps.db.transaction((tx) =>
        claimDueJobs(tx, { now: deps.now(), lockUntil: new Date(deps.now().getTime() + 60_000), limit: 4 }),
      );
    const [a, b] = await Promise.all([claim(), claim()]);
    const ids = [...a, ...b].map((j) => j.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('keeps nothing from an enqueue inside a transaction that rolls back', async () => {
    const before = await notificationProbe(server).notifications(sara.user.id);
    await expect(
      deps.db.transaction(async (tx) => {
        await enqueueNotification(tx, { userId: sara.user.id, ...texts, now: deps.now() });
        throw new Error('the caller fails after enqueueing');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await notificationProbe(server).notifications(sara.user.id)).toHaveLength(before.length);
    expect(await notificationProbe(server).jobs()).toHaveLength(0);
  });

  it('runs from the in-process runner, which stops cleanly', async () => {
    await queue('push-notification', { notificationId: '00000000-0000-4000-8000-000000000000' });
    const runner = startJobRunner(deps, { intervalMs: 60_000 });
    await runner.tick();
    await runner.stop();
    const [job] = await notificationProbe(server).jobs();
    expect(job!.doneAt).not.toBeNull();
    expect(jobHandlers['push-notification']).toBeTypeOf('function');
  });

  it('runs another pass right after the current one when woken during it (a job queued meanwhile waits no interval)', async () => {
    let clockReads = 0;
    const counted = { ...deps, now: () => (clockReads++, deps.now()) };
    const runner = startJobRunner(counted, { intervalMs: 60_000 });
    // The first pass also runs the hour's upload expiry; count a pass with nothing due.
    await runner.tick();
    clockReads = 0;
    await runner.tick();
    const onePass = clockReads;
    expect(onePass).toBeGreaterThan(0);
    clockReads = 0;
    const first = runner.tick();
    void runner.tick();
    await first;
    await expect.poll(() => clockReads, { timeout: 5000 }).toBe(2 * onePass);
    await runner.stop();
  });
});

describe('push delivery', () => {
  it('pushes in the recipient’s language, removes a subscription answering 410, and retries a 503', async () => {
    const live = pushService.subscribe('sara-laptop');
    const expired = pushService.subscribe('sara-old-phone');
    const busy = pushService.subscribe('sara-tablet');
    pushService.expire('sara-old-phone');
    pushService.fail('sara-tablet');
    for (const sub of [live, expired, busy]) {
      await upsertDeviceToken(deps.db, {
        userId: sara.user.id,
        sessionId: null,
        kind: 'WEBPUSH',
        platform: 'DESKTOP',
        token: sub.endpoint,
        keys: sub.keys,
        now: deps.now(),
      });
    }
    const notification = (await deps.db.transaction((tx) =>
      enqueueNotification(tx, { userId: sara.user.id, ...texts, now: deps.now() }),
    ))!;

    expect(await runDueJobs(deps, { handlers: jobHandlers, retry })).toEqual({ done: 0, retried: 1, gaveUp: 0 });
    expect(pushService.rejected).toEqual([]);
    const delivered = pushService.received.filter((p) => p.path === '/push/sara-laptop');
    // Sara's language is Arabic (the default), and the url has no prefix.
    expect(delivered.map((p) => p.payload)).toEqual([{ title: 'عنوان', body: 'نص', url: '/notifications' }]);
    expect(delivered[0]!.headers.topic).toBe(notification.id.replaceAll('-', ''));
    const tokens = (await notificationProbe(server).devices(sara.user.id)).map((d) => d.token).sort();
    expect(tokens).toEqual([busy.endpoint, live.endpoint].sort());

    pushService.recover('sara-tablet');
    server.advanceTime(retry.baseDelayMs + 100);
    expect(await runDueJobs(deps, { handlers: jobHandlers, retry })).toEqual({ done: 1, retried: 0, gaveUp: 0 });
    expect(pushService.received.filter((p) => p.path === '/push/sara-tablet')).toHaveLength(1);
  });
});

describe('live session reminders', () => {
  it('reminds each enrolled learner once when their live session is within the hour', async () => {
    const shop = await seedShop(server);
    const db = deps.db;
    await db.insert(schema.enrollments).values({ userId: sara.user.id, programId: shop.basics.id, source: 'ADMIN' });
    const [live] = await db
      .select()
      .from(schema.lessons)
      .where(and(eq(schema.lessons.programId, shop.basics.id), eq(schema.lessons.type, 'LIVE_SESSION')));
    await db
      .update(schema.lessons)
      .set({ liveSessionStartAt: new Date(deps.now().getTime() + 3 * 3_600_000) })
      .where(eq(schema.lessons.id, live!.id));
    expect(await remindLiveSessions(deps)).toBe(0);
    server.advanceTime(2.5 * 3_600_000);
    expect(await remindLiveSessions(deps)).toBe(1);
    expect(await remindLiveSessions(deps)).toBe(0);
    const reminders = (await notificationProbe(server).notifications(sara.user.id)).filter(
      (n) => n.targetModel === 'LESSON',
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({
      enTitle: 'Live session starting soon',
      url: `/program/details/${shop.basics.id}/lesson/${live!.id}`,
    });
    expect(reminders[0]!.enBody).toMatch(
      /^Live Q&A \(Sports Nutrition Basics\) starts at \d{1,2}:\d{2}\s?[AP]M Cairo time\.$/,
    );
  });
});
