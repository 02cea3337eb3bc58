import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTransactionCallback, startPushServiceStandIn, type SignedCallback } from '@manara/api/harness';
import { SANDBOX_HMAC_SECRET, startApi, type ApiProcess } from './support/api-process';
import { orderFacts, placeOrder, postWebhook, type PlacedOrder } from './support/checkout';
import { mustCall } from './support/graphql';
import {
  createLearners,
  enrol,
  readCatalogue,
  nearlyCompleteProgram,
  sqlClient,
  type Catalogue,
} from './support/fixtures';
import { paymentInconsistencies } from './support/invariants';
import { postgresServerAt, type PostgresServer } from './support/postgres-server';
import { sleep, waitUntil } from './support/processes';
import { settings } from './support/settings';
import { runTraffic, summarise, type Sample } from './support/traffic';

/** Longest any request may take while the database is gone: an answer, not a hang. */
const BOUND_MS = 5000;

async function readyz(apiUrl: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const response = await fetch(`${apiUrl}/readyz`, { signal: AbortSignal.timeout(15_000) });
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

describe('faults: database outage and API crash', () => {
  let server: PostgresServer;
  let url: string;
  let db: pg.Pool;
  let dataDir: string;
  let api: ApiProcess;
  let catalogue: Catalogue;

  beforeAll(async () => {
    const place = inject('postgres');
    server = postgresServerAt(place);
    url = place.databaseUrl;
    db = sqlClient(url);
    dataDir = mkdtempSync(path.join(tmpdir(), 'manara-rel-faults-'));
    catalogue = await readCatalogue(db);
  });

  afterAll(async () => {
    await api?.kill('SIGKILL');
    await db?.end();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers SERVICE_UNAVAILABLE promptly while PostgreSQL is down and recovers without a restart', async () => {
    // No job runner in this process: the jobs queued before the crash below must wait for the restart.
    api = await startApi({ databaseUrl: url, dataDir, seed: false, jobIntervalMs: 0 });
    const students = await createLearners(db, 10, 'outage-student');
    const programsWithLessons = [...catalogue.lessonsByProgram.keys()];
    await enrol(db, students, programsWithLessons);
    const shoppers = await createLearners(db, 10, 'outage-shopper');
    // Orders waiting for the provider; their callbacks arrive while the database is down.
    const buyers = await createLearners(db, 4, 'outage-buyer');
    const orders: PlacedOrder[] = [];
    for (const [i, buyer] of buyers.entries())
      orders.push(await placeOrder(api.url, db, buyer, [catalogue.paidPrograms[i % catalogue.paidPrograms.length]!]));
    const callbacks = orders.map((o) =>
      buildTransactionCallback(
        { reference: o.reference, orderId: o.providerOrderId, amountPiastres: o.totalPiastres },
        SANDBOX_HMAC_SECRET,
      ),
    );
    // The first two are paid before the outage.
    for (const c of callbacks.slice(0, 2)) expect((await postWebhook(api.url, c.body, c.hmac)).status).toBe(200);

    const phaseMs = settings.faultPhaseSeconds * 1000;
    const plan = { apiUrl: api.url, catalogue, shoppers, students, browsers: 10, timeoutMs: 15_000 };
    await runTraffic({ ...plan, durationMs: 2000 }); // warm-up: first runs compile queries
    const samples: Sample[] = [];
    const started = performance.now();
    const traffic = runTraffic({ ...plan, durationMs: phaseMs * 3 }, samples);

    await sleep(phaseMs);
    const downAt = performance.now() - started;
    server.stop('immediate');
    await sleep(500);
    // While it is down: /readyz fails quickly, webhooks are refused so the provider retries.
    const readyWhileDown = [await readyz(api.url), await readyz(api.url)];
    const webhooksWhileDown = await Promise.all(callbacks.slice(2).map((c) => postWebhook(api.url, c.body, c.hmac)));
    await sleep(Math.max(0, phaseMs - 500 - (performance.now() - started - downAt)));
    await server.start();
    const upAt = performance.now() - started;
    await traffic;

    const summary = summarise(samples, (phaseMs * 3) / 1000);
    console.log(
      `faults: database down from ${Math.round(downAt)} ms to ${Math.round(upAt)} ms; ${summary.requests} requests, max ${summary.max} ms`,
    );
    console.log('faults outcomes:', summary.outcomes);
    console.log(
      'faults: /readyz while down',
      readyWhileDown,
      '; webhooks while down',
      webhooksWhileDown.map((w) => w.status),
    );

    expect(api.alive(), api.log().slice(-3000)).toBe(true);
    for (const r of readyWhileDown) {
      expect(r.status).toBe(503);
      expect(r.ms).toBeLessThan(BOUND_MS);
    }
    // 503: the provider retries.
    for (const w of webhooksWhileDown) expect(w.status).toBe(503);

    // Every request got an answer in bounded time: success, or a clear SERVICE_UNAVAILABLE envelope.
    const unclear = samples.filter((s) => !s.ok && s.outcome !== 'SERVICE_UNAVAILABLE');
    expect(unclear.slice(0, 10), `${api.log().slice(-2000)}\n${server.logTail()}`).toEqual([]);
    // While the database is down nothing may hang: every request that ran during the outage ends quickly.
    const duringOutage = samples.filter((s) => s.at + s.ms > downAt && s.at < upAt);
    expect(duringOutage.length).toBeGreaterThan(0);
    expect(duringOutage.filter((s) => s.ms > BOUND_MS).slice(0, 10)).toEqual([]);
    const unavailable = samples.filter((s) => s.outcome === 'SERVICE_UNAVAILABLE');
    expect(unavailable.length).toBeGreaterThan(0);
    // Unavailable only around the outage (a request that began just before it may end in it).
    expect(unavailable.filter((s) => s.at + s.ms < downAt || s.at > upAt + 2000)).toEqual([]);
    // Recovered: the last stretch of traffic all succeeded, for every kind of request.
    const after = samples.filter((s) => s.at > upAt + 2000);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((s) => !s.ok)).toEqual([]);
    expect((await readyz(api.url)).status).toBe(200);

    // The provider retries the callbacks it could not deliver; every order ends paid exactly once.
    for (const c of callbacks) expect((await postWebhook(api.url, c.body, c.hmac)).status).toBe(200);
    for (const o of orders)
      expect(await orderFacts(db, o.orderId)).toMatchObject({
        status: 'PAID',
        transactions: 1,
        enrolments: 1,
        invoices: 1,
      });
    expect(await paymentInconsistencies(db)).toEqual([]);
    // No enrolment lost.
    const { rows } = await db.query(`select count(*)::int as n from enrollments where user_id = any($1::uuid[])`, [
      students.map((s) => s.id),
    ]);
    expect(rows[0].n).toBe(students.length * programsWithLessons.length);
  });

  it('after a SIGKILL during checkout, the restarted API completes orders from the provider retry, and queued jobs run once', async () => {
    // The API from the outage test (no job runner) takes these purchases; their push jobs wait for the restart.
    expect(api.alive()).toBe(true);
    const vapid = JSON.parse(readFileSync(path.join(dataDir, 'vapid-keys.json'), 'utf8')) as { publicKey: string };
    const push = await startPushServiceStandIn(vapid.publicKey);
    try {
      const buyers = await createLearners(db, 12, 'crash-buyer');
      const [graduate] = await createLearners(db, 1, 'crash-graduate');
      for (const learner of [...buyers, graduate!]) {
        const { endpoint, keys } = push.subscribe(learner.id);
        await db.query(
          `insert into device_tokens (user_id, kind, platform, token, keys) values ($1, 'WEBPUSH', 'DESKTOP', $2, $3)`,
          [learner.id, endpoint, keys],
        );
      }
      // A learner completes a program before the crash: its certificate is issued and its notification's push job queued.
      const program = await nearlyCompleteProgram(db, graduate!);
      expect(program).not.toBeNull();
      const toggle = `mutation T($id: String) { toggleLessonCompletion(lessonId: $id) { code success message data { isCompleted } } }`;
      expect(await mustCall(api.url, toggle, { id: program!.lastLessonId }, { token: graduate!.token })).toEqual({
        isCompleted: true,
      });
      const certificates = await db.query(`select id from certificates where user_id = $1 and program_id = $2`, [
        graduate!.id,
        program!.programId,
      ]);
      expect(certificates.rows.length).toBe(1);
      const orders: PlacedOrder[] = [];
      for (const [i, buyer] of buyers.slice(0, 8).entries())
        orders.push(await placeOrder(api.url, db, buyer, [catalogue.paidPrograms[i % catalogue.paidPrograms.length]!]));
      const callbacks: SignedCallback[] = orders.map((o) =>
        buildTransactionCallback(
          { reference: o.reference, orderId: o.providerOrderId, amountPiastres: o.totalPiastres },
          SANDBOX_HMAC_SECRET,
        ),
      );

      // Checkouts and callbacks in flight when the process dies.
      const late = buyers.slice(8);
      const inFlight = [
        ...callbacks.map((c) => postWebhook(api.url, c.body, c.hmac)),
        ...late.map((buyer, i) =>
          placeOrder(api.url, db, buyer, [catalogue.paidPrograms[(i + 3) % catalogue.paidPrograms.length]!]).catch(
            (e: Error) => e,
          ),
        ),
      ];
      // Killed once the first payments have landed, with the others still on their way.
      const paidCount = async (): Promise<number> =>
        (
          await db.query(`select count(*)::int as n from orders where id = any($1::uuid[]) and status = 'PAID'`, [
            orders.map((o) => o.orderId),
          ])
        ).rows[0].n;
      await waitUntil(async () => (await paidCount()) > 0, 5000, 'a first payment').catch(() => {});
      await api.kill('SIGKILL');
      await Promise.allSettled(inFlight);
      const paidBeforeCrash = await paidCount();
      console.log(`faults: ${paidBeforeCrash} of ${orders.length} orders were paid when the API was killed`);

      api = await startApi({ databaseUrl: url, dataDir, seed: false, jobIntervalMs: 300, pushStandIns: true });
      // Paymob retries callbacks that got no 200; re-sending them all is what it would do.
      for (const c of callbacks) expect((await postWebhook(api.url, c.body, c.hmac)).status).toBe(200);
      for (const o of orders)
        expect(await orderFacts(db, o.orderId)).toMatchObject({
          status: 'PAID',
          transactions: 1,
          paid_transactions: 1,
          enrolments: 1,
          invoices: 1,
        });
      // A checkout cut off by the crash is simply done again by its learner.
      for (const [i, buyer] of late.entries()) {
        // Whatever the crash left in the cart is checked out; an empty cart is filled again first.
        const program = catalogue.paidPrograms[(i + 3) % catalogue.paidPrograms.length]!;
        const order = await placeOrder(api.url, db, buyer, []).catch(() => placeOrder(api.url, db, buyer, [program]));
        const c = buildTransactionCallback(
          { reference: order.reference, orderId: order.providerOrderId, amountPiastres: order.totalPiastres },
          SANDBOX_HMAC_SECRET,
        );
        expect((await postWebhook(api.url, c.body, c.hmac)).status).toBe(200);
        expect((await orderFacts(db, order.orderId)).status).toBe('PAID');
      }
      expect(await paymentInconsistencies(db)).toEqual([]);

      // Every purchase queued one push job, the certificate one (live-session reminders for what they
      // bought may follow); the restarted runner runs each job exactly once and each notification
      // reaches the device once.
      const buyerIds = buyers.map((b) => b.id);
      const learnerIds = [...buyerIds, graduate!.id];
      const jobsOf = async () =>
        (
          await db.query<{
            attempts: number;
            done: boolean;
            last_error: string | null;
            notification_id: string;
            target_model: string;
            target_id: string;
          }>(
            `select j.attempts, j.done_at is not null as done, j.last_error, j.payload->>'notificationId' as notification_id, n.target_model, n.target_id
               from jobs j join notifications n on n.id = (j.payload->>'notificationId')::uuid
              where j.kind = 'push-notification' and n.user_id = any($1::uuid[])`,
            [learnerIds],
          )
        ).rows;
      const allDone = async () => (await jobsOf()).every((j) => j.done);
      await waitUntil(allDone, 30_000, 'the queued push jobs to run');
      await sleep(1500); // more runner passes: reminders for the new enrolments, and nothing may run twice
      await waitUntil(allDone, 30_000, 'the queued push jobs to run');
      const jobs = await jobsOf();
      const paidOrders = await db.query<{ id: string }>(
        `select id from orders where user_id = any($1::uuid[]) and status = 'PAID'`,
        [buyerIds],
      );
      expect(paidOrders.rows.length).toBe(buyers.length);
      const purchaseJobs = jobs.filter((j) => j.target_model === 'ORDER').map((j) => j.target_id);
      expect(purchaseJobs.sort()).toEqual(paidOrders.rows.map((o) => o.id).sort());
      expect(jobs.filter((j) => j.target_model === 'CERTIFICATE').map((j) => j.target_id)).toEqual([
        certificates.rows[0].id,
      ]);
      expect(jobs.filter((j) => j.attempts !== 1 || j.last_error !== null)).toEqual([]);
      const topics = push.received.map((p) => String(p.headers.topic));
      expect(push.rejected).toEqual([]);
      expect(topics.sort()).toEqual(jobs.map((j) => j.notification_id.replaceAll('-', '')).sort());
    } finally {
      await push.close();
    }
  });
});
