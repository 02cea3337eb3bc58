import type { Db } from '@manara/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD, GET_CART, learner, seedShop } from '../modules/commerce/testing/commerce-world';
import { courseWith, enrol, TOGGLE } from '../modules/learning/testing/learning-world';
import { freshIp, SEND_CODE } from '../testing/auth-flows';
import { createTestServer, type Json, type TestServer } from '../testing/test-server';

/**
 * Writes and their answers stand or fall together, and a retried mutation is safe (decision 0039):
 * a database lost at the wrong moment never turns a committed write into SERVICE_UNAVAILABLE, and
 * the same request sent again with its Idempotency-Key gets the first answer instead of acting twice.
 */
let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;
let realDb: Db;
beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
  realDb = server.deps.db;
});
afterAll(() => server.close());

/** The database goes away: right after the request's first commit, or while it commits. */
function losingDatabase(moment: 'after-commit' | 'at-commit'): Db {
  const lost = () => new Error('Connection terminated unexpectedly');
  let committed = false;
  return new Proxy(realDb, {
    get(target, property) {
      if (property === 'transaction')
        return async (run: (tx: unknown) => Promise<unknown>) => {
          const result = await target.transaction(async (tx) => {
            const value = await run(tx);
            if (moment === 'at-commit') throw lost();
            return value;
          });
          committed = true;
          return result;
        };
      if (committed && ['select', 'insert', 'update', 'delete', 'execute'].includes(String(property))) throw lost();
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

// What the domain answers; per-viewer flags of nested programs are read by field resolvers of their own.
const ADD_CART_ITEM = `mutation Add($input: CreateCartItemInput) { createCartItem(input: $input) { code success message data { id cartItems { id learningProgramId } } } }`;

async function withDatabase<T>(db: Db, run: () => Promise<T>): Promise<T> {
  server.deps.db = db;
  try {
    return await run();
  } finally {
    server.deps.db = realDb;
  }
}

describe('a write answers from its own transaction', () => {
  it('an add that committed is answered as done, even if the database goes right after', async () => {
    const who = await learner(server);
    const added = await withDatabase(losingDatabase('after-commit'), () =>
      who.call(ADD_CART_ITEM, { input: { learningProgramId: shop.basics.id } }),
    );
    expect(added).toMatchObject({ code: 'CART_ITEM_ADDED', success: true });
    expect(added.data.cartItems.map((i: Json) => i.learningProgramId)).toEqual([shop.basics.id]);
  });

  it('an add whose commit fails is answered SERVICE_UNAVAILABLE and left undone, so its retry works', async () => {
    const who = await learner(server);
    const failed = await withDatabase(losingDatabase('at-commit'), () =>
      who.call(ADD_CART_ITEM, { input: { learningProgramId: shop.basics.id } }),
    );
    expect(failed.code).toBe('SERVICE_UNAVAILABLE');
    expect((await who.call(GET_CART)).data.cartItems).toEqual([]);
    expect((await who.call(ADD, { input: { learningProgramId: shop.basics.id } })).code).toBe('CART_ITEM_ADDED');
  });

  it('a lesson toggle that committed is answered with its progress, not SERVICE_UNAVAILABLE (a retry would undo it)', async () => {
    const { course, lessons } = await courseWith(server.database.db, 'Retried toggles', [
      { enTitle: 'Only', lessons: [{ enTitle: 'First' }, { enTitle: 'Second' }] },
    ]);
    const who = await learner(server);
    await enrol(server, who.user.id, [course.id]);
    const toggled = await withDatabase(losingDatabase('after-commit'), () =>
      who.call(TOGGLE, { lessonId: lessons.First }),
    );
    expect(toggled).toMatchObject({ success: true, data: { isCompleted: true } });
  });
});

describe('Idempotency-Key', () => {
  const send = (token: string, query: string, variables: Json, key?: string, locale: 'ar' | 'en' = 'en') =>
    server.gql(query, { token, variables, locale, ip: freshIp(), headers: key ? { 'idempotency-key': key } : {} });

  it('a retried add gets the first answer again instead of CART_ITEM_EXISTS', async () => {
    const who = await learner(server);
    const input = { input: { learningProgramId: shop.stretching.id } };
    const first = await send(who.token, ADD, input, 'add-stretching-1');
    const retry = await send(who.token, ADD, input, 'add-stretching-1');
    expect(first.body.data!.createCartItem.code).toBe('CART_ITEM_ADDED');
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await who.call(GET_CART)).data.cartItems).toHaveLength(1);
    // Without the key, the same request is a new action.
    expect((await send(who.token, ADD, input)).body.data!.createCartItem.code).toBe('CART_ITEM_EXISTS');
  });

  it('a retried toggle does not toggle back', async () => {
    const { course, lessons } = await courseWith(server.database.db, 'Keyed toggles', [
      { enTitle: 'Only', lessons: [{ enTitle: 'One' }] },
    ]);
    const who = await learner(server);
    await enrol(server, who.user.id, [course.id]);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await send(who.token, TOGGLE, { lessonId: lessons.One }, 'tick-one'));
    expect(answers.map((a) => a.body.data!.toggleLessonCompletion.data.isCompleted)).toEqual([true, true, true]);
  });

  it('an answer that changed nothing gives the key back: the retry runs', async () => {
    const who = await learner(server);
    const input = { input: { learningProgramId: shop.workshop.id } };
    const lost = await withDatabase(losingDatabase('at-commit'), () => send(who.token, ADD, input, 'after-outage'));
    expect(lost.body.data!.createCartItem.code).toBe('SERVICE_UNAVAILABLE');
    const retry = await send(who.token, ADD, input, 'after-outage');
    expect(retry.body.data!.createCartItem.code).toBe('CART_ITEM_ADDED');
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a key reused for another request, and a malformed key, in the request language', async () => {
    const who = await learner(server);
    await send(who.token, ADD, { input: { learningProgramId: shop.basics.id } }, 'one-key');
    const reused = await send(who.token, ADD, { input: { learningProgramId: shop.diploma.id } }, 'one-key', 'ar');
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({
      data: null,
      errors: [
        {
          message: 'استُخدم مفتاح Idempotency-Key هذا لطلب مختلف. استخدم مفتاحًا جديدًا لكل إجراء جديد.',
          extensions: { code: 'IDEMPOTENCY_KEY_REUSED' },
        },
      ],
    });
    const malformed = await send(who.token, ADD, { input: { learningProgramId: shop.basics.id } }, 'x'.repeat(300));
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ errors: [{ extensions: { code: 'IDEMPOTENCY_KEY_INVALID' } }] });
    // Keys belong to a session: another learner's same key is theirs alone.
    const other = await learner(server);
    const theirs = await send(other.token, ADD, { input: { learningProgramId: shop.diploma.id } }, 'one-key');
    expect(theirs.body.data!.createCartItem.code).toBe('CART_ITEM_ADDED');
  });

  it('is ignored for visitors and queries, which are safe to repeat as they are', async () => {
    const input = { input: { email: 'visitor@example.com', purpose: 'PASSWORD_RESET' } };
    for (let i = 0; i < 2; i++) {
      const res = await server.gql(SEND_CODE, { variables: input, ip: freshIp(), headers: { 'idempotency-key': 'k' } });
      expect(res.headers['idempotent-replayed']).toBeUndefined();
    }
  });
});
