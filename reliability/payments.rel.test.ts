import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildTransactionCallback } from '@manara/api/harness';
import { SANDBOX_HMAC_SECRET } from './support/api-process';
import { orderFacts, placeOrder, postWebhook } from './support/checkout';
import { createLearners, readCatalogue, sqlClient, type Catalogue } from './support/fixtures';
import { settings } from './support/settings';

describe('payments: replayed and tampered webhooks', () => {
  const api = inject('api');
  let db: pg.Pool;
  let catalogue: Catalogue;

  beforeAll(async () => {
    db = sqlClient(inject('postgres').databaseUrl);
    catalogue = await readCatalogue(db);
  });

  afterAll(async () => {
    await db?.end();
  });

  it(`${settings.replays} concurrent replays of one signed webhook grant one enrolment per program and record one transaction`, async () => {
    const [learner] = await createLearners(db, 1, 'replay');
    const order = await placeOrder(api.url, db, learner!, catalogue.paidPrograms.slice(0, 2));
    const { body, hmac } = buildTransactionCallback(
      { reference: order.reference, orderId: order.providerOrderId, amountPiastres: order.totalPiastres },
      SANDBOX_HMAC_SECRET,
    );

    const answers = await Promise.all(Array.from({ length: settings.replays }, () => postWebhook(api.url, body, hmac)));

    const statuses = answers.reduce<Record<number, number>>(
      (all, a) => ({ ...all, [a.status]: (all[a.status] ?? 0) + 1 }),
      {},
    );
    console.log(`payments: ${settings.replays} concurrent replays answered`, statuses);
    // Every copy is acknowledged (a 5xx would make the provider retry, which is harmless but means we failed under load).
    expect(statuses).toEqual({ 200: settings.replays });
    expect(await orderFacts(db, order.orderId)).toEqual({
      status: 'PAID',
      transactions: 1,
      paid_transactions: 1,
      enrolments: 2,
      invoices: 1,
      notifications: 1,
    });
    const { rows } = await db.query(`select count(*)::int as n from enrollments where user_id = $1`, [learner!.id]);
    expect(rows[0].n).toBe(2);
  });

  it('tampered or unsigned webhooks are refused with 401 and change nothing', async () => {
    const [learner] = await createLearners(db, 1, 'tamper');
    const order = await placeOrder(api.url, db, learner!, catalogue.paidPrograms.slice(2, 3));
    const { body, hmac } = buildTransactionCallback(
      { reference: order.reference, orderId: order.providerOrderId, amountPiastres: order.totalPiastres },
      SANDBOX_HMAC_SECRET,
    );
    const flipped = `${hmac.slice(0, -1)}${hmac.endsWith('0') ? '1' : '0'}`;
    const withObj = (change: Record<string, unknown>) => ({ ...body, obj: { ...body.obj, ...change } });
    const forgeries: [string, unknown, string | undefined][] = [
      ['a wrong signature', body, flipped],
      ['no signature', body, undefined],
      ['an empty signature', body, ''],
      [
        'a signature by another secret',
        body,
        buildTransactionCallback(
          { reference: order.reference, orderId: order.providerOrderId, amountPiastres: order.totalPiastres },
          'not-the-secret',
        ).hmac,
      ],
      ['a lowered amount', withObj({ amount_cents: 100 }), hmac],
      [
        'a declined payment turned into success',
        buildTransactionCallback(
          {
            reference: order.reference,
            orderId: order.providerOrderId,
            amountPiastres: order.totalPiastres,
            success: false,
          },
          SANDBOX_HMAC_SECRET,
        ).body,
        hmac,
      ],
      ['another transaction id', withObj({ id: 12345 }), hmac],
    ];
    for (const [what, forgedBody, forgedHmac] of forgeries) {
      const answer = await postWebhook(api.url, forgedBody, forgedHmac);
      expect(answer.status, what).toBe(401);
    }
    // The same forgeries, concurrently.
    const concurrent = await Promise.all(
      forgeries.flatMap(([, b, h]) => Array.from({ length: 10 }, () => postWebhook(api.url, b, h))),
    );
    expect(concurrent.every((a) => a.status === 401)).toBe(true);
    expect(await orderFacts(db, order.orderId)).toEqual({
      status: 'PENDING',
      transactions: 0,
      paid_transactions: 0,
      enrolments: 0,
      invoices: 0,
      notifications: 0,
    });

    // The genuine callback still works afterwards.
    expect((await postWebhook(api.url, body, hmac)).status).toBe(200);
    expect((await orderFacts(db, order.orderId)).status).toBe('PAID');
  });
});
