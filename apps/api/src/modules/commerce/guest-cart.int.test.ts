import { schema } from '@manara/db';
import { startJobRunner } from '@manara/domain';
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, login, register, verifyEmail } from '../../testing/auth-flows';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { ADD, APPLY, CHECKOUT, GET_CART, ME_COUNT, REMOVE, seedShop } from './testing/commerce-world';

/** A visitor's cart (docs/product/commerce.md): kept by a cookie, merged into the learner's at sign-in. */
let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
});
afterAll(() => server.close());

/** A visitor's call, carrying their guest-cart cookie when they have one. */
async function asVisitor(query: string, variables: Record<string, unknown> = {}, guestToken?: string, ip = freshIp()) {
  const res = await server.gql(query, {
    ip,
    variables,
    locale: 'en',
    headers: guestToken ? { cookie: `manara_guest_cart=${guestToken}` } : {},
  });
  const [envelope] = Object.values(res.body.data ?? {}) as Array<Record<string, any>>;
  const cookie = res.setCookies.find((c) => c.startsWith('manara_guest_cart='));
  return {
    envelope: envelope!,
    token: cookie ? decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!) : undefined,
    cookie,
  };
}

const guestCarts = async () =>
  server.database.db.select().from(schema.carts).where(isNotNull(schema.carts.guestTokenHash));

describe('a visitor’s cart', () => {
  it('is empty and makes nothing until the first add, which hands the visitor its cookie', async () => {
    const before = (await guestCarts()).length;
    const empty = await asVisitor(GET_CART);
    expect(empty.envelope).toMatchObject({ success: true, data: { totalQuantity: 0, cartItems: [] } });
    expect(empty.cookie).toBeUndefined();
    expect(await guestCarts()).toHaveLength(before);

    const added = await asVisitor(ADD, { input: { learningProgramId: shop.basics.id } });
    expect(added.envelope).toMatchObject({ success: true, code: 'CART_ITEM_ADDED', data: { totalQuantity: 1 } });
    expect(added.cookie).toMatch(/HttpOnly/i);
    expect(added.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    expect(JSON.stringify(await guestCarts())).not.toContain(added.token);

    const second = await asVisitor(ADD, { input: { learningProgramId: shop.strength.id } }, added.token);
    expect(second.envelope.data.totalQuantity).toBe(2);
    expect(second.cookie).toBeUndefined();
    expect((await asVisitor(ADD, { input: { learningProgramId: shop.strength.id } }, added.token)).envelope.code).toBe(
      'CART_ITEM_EXISTS',
    );
    const cart = await asVisitor(GET_CART, {}, added.token);
    expect(cart.envelope.data).toMatchObject({ totalQuantity: 2, checkoutAvailable: true });
    expect(cart.envelope.data.vatAmount).toBeGreaterThan(0);
  });

  it('is the visitor’s alone; coupons and checkout wait for sign-in', async () => {
    const mine = (await asVisitor(ADD, { input: { learningProgramId: shop.basics.id } })).token!;
    const theirs = (await asVisitor(ADD, { input: { learningProgramId: shop.workshop.id } })).token!;
    const [item] = (await asVisitor(GET_CART, {}, mine)).envelope.data.cartItems;
    expect((await asVisitor(REMOVE, { cartItemId: item.id }, theirs)).envelope.code).toBe('NOT_FOUND');
    expect((await asVisitor(REMOVE, { cartItemId: item.id })).envelope.code).toBe('NOT_FOUND');
    // A made-up token names no cart.
    expect((await asVisitor(GET_CART, {}, 'not-a-token')).envelope.data.totalQuantity).toBe(0);
    expect((await asVisitor(APPLY, { code: 'WELCOME10' }, mine)).envelope.code).toBe('UNAUTHENTICATED');
    expect((await asVisitor(CHECKOUT, {}, mine)).envelope.code).toBe('UNAUTHENTICATED');
    const removed = await asVisitor(REMOVE, { cartItemId: item.id }, mine);
    expect(removed.envelope).toMatchObject({ success: true, data: { totalQuantity: 0 } });
  });

  it('joins the learner’s cart at sign-in, without doubles, and is gone after', async () => {
    const email = 'guest.merge@example.com';
    await register(server, { email });
    await verifyEmail(server, email);
    const first = await login(server, email);
    // The learner already has one of the programs in their cart.
    await server.gql(ADD, {
      token: first.envelope.data.token,
      variables: { input: { learningProgramId: shop.basics.id } },
    });

    const token = (await asVisitor(ADD, { input: { learningProgramId: shop.basics.id } })).token!;
    await asVisitor(ADD, { input: { learningProgramId: shop.workshop.id } }, token);
    const signedIn = await login(server, email, undefined, { headers: { cookie: `manara_guest_cart=${token}` } });
    expect(signedIn.envelope.success).toBe(true);
    const me = await server.gql(ME_COUNT, { token: signedIn.envelope.data.token });
    expect(me.body.data!.me.data.cartItemsCount).toBe(2);
    expect((await asVisitor(GET_CART, {}, token)).envelope.data.totalQuantity).toBe(0);

    // The next signed-in request with the old cookie clears it.
    const next = await server.gql(GET_CART, {
      token: signedIn.envelope.data.token,
      headers: { cookie: `manara_guest_cart=${token}` },
    });
    expect(next.setCookies.some((c) => /^manara_guest_cart=;/.test(c))).toBe(true);
  });

  it('shows a program the learner already owns as blocking after the merge', async () => {
    const email = 'guest.owner@example.com';
    await register(server, { email });
    await verifyEmail(server, email);
    const [user] = await server.database.db.select().from(schema.users).where(eq(schema.users.email, email));
    await server.database.db
      .insert(schema.enrollments)
      .values({ userId: user!.id, programId: shop.strength.id, source: 'ADMIN' });
    const token = (await asVisitor(ADD, { input: { learningProgramId: shop.strength.id } })).token!;
    const signedIn = await login(server, email, undefined, { headers: { cookie: `manara_guest_cart=${token}` } });
    const cart = await server.gql(GET_CART, { token: signedIn.envelope.data.token, locale: 'en' });
    const data = cart.body.data!.getCart.data;
    expect(data).toMatchObject({ totalQuantity: 1, checkoutAvailable: false });
    expect(data.cartItems[0].enAlert.text).toBeTruthy();
  });

  it('limits how many guest carts one address may start', async () => {
    const ip = freshIp();
    const codes: string[] = [];
    for (let i = 0; i < 31; i++)
      codes.push((await asVisitor(ADD, { input: { learningProgramId: shop.basics.id } }, undefined, ip)).envelope.code);
    expect(codes.slice(0, 30).every((c) => c === 'CART_ITEM_ADDED')).toBe(true);
    expect(codes[30]).toBe('RATE_LIMITED');
  });

  it('are let go after 30 days untouched by the daily sweep; fresh ones and learners’ carts stay', async () => {
    const stale = (await asVisitor(ADD, { input: { learningProgramId: shop.basics.id } })).token!;
    const fresh = (await asVisitor(ADD, { input: { learningProgramId: shop.basics.id } })).token!;
    const learnerEmail = 'guest.sweep@example.com';
    await register(server, { email: learnerEmail });
    await verifyEmail(server, learnerEmail);
    const learner = await login(server, learnerEmail);
    await server.gql(ADD, {
      token: learner.envelope.data.token,
      variables: { input: { learningProgramId: shop.basics.id } },
    });
    const [user] = await server.database.db.select().from(schema.users).where(eq(schema.users.email, learnerEmail));
    const { db } = server.database;
    const idsBefore = (await db.select({ id: schema.carts.id }).from(schema.carts)).map((c) => c.id);
    // The stale visitor's cart and the learner's were last touched 31 days ago.
    const staleCart = (await asVisitor(GET_CART, {}, stale)).envelope.data.id as string;
    await db
      .update(schema.carts)
      .set({ updatedAt: sql`now() - interval '31 days'` })
      .where(inArray(schema.carts.id, [staleCart]));
    await db
      .update(schema.carts)
      .set({ updatedAt: sql`now() - interval '31 days'` })
      .where(eq(schema.carts.userId, user!.id));

    const runner = startJobRunner(server.deps, { intervalMs: 60_000 });
    await runner.tick();
    await runner.stop();

    const idsAfter = (await db.select({ id: schema.carts.id }).from(schema.carts)).map((c) => c.id);
    expect(idsBefore.filter((id) => !idsAfter.includes(id))).toEqual([staleCart]);
    expect((await asVisitor(GET_CART, {}, stale)).envelope.data.totalQuantity).toBe(0);
    expect((await asVisitor(GET_CART, {}, fresh)).envelope.data.totalQuantity).toBe(1);
    const mine = await server.gql(GET_CART, { token: learner.envelope.data.token, locale: 'en' });
    expect(mine.body.data!.getCart.data.totalQuantity).toBe(1);
  });
});
