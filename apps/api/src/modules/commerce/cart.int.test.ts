import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import {
  ADD,
  CHECKOUT,
  GET_CART,
  ME_COUNT,
  REMOVE,
  commerceProbe,
  learner,
  seedShop,
  setCommerce,
} from './testing/commerce-world';

let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
});
afterAll(() => server.close());

const add = (id: string) => ({ input: { learningProgramId: id } });

describe('adding to the cart', () => {
  it('adds a published program, counts it on me, and flags it in the catalogue', async () => {
    const ali = await learner(server);
    expect((await ali.call(ME_COUNT)).data.cartItemsCount).toBe(0);
    const added = await ali.call(ADD, add(shop.basics.id));
    expect(added).toMatchObject({ success: true, code: 'CART_ITEM_ADDED', message: 'Added to your cart.' });
    expect(added.data.cartItems).toHaveLength(1);
    expect(added.data.cartItems[0]).toMatchObject({
      learningProgramId: shop.basics.id,
      learningProgramType: 'COURSE',
      arAlert: null,
      enAlert: null,
      adjustedPrice: 400.5,
      learningProgram: { isAddedToCart: true, isEnrolled: false },
    });
    expect((await ali.call(ME_COUNT)).data.cartItemsCount).toBe(1);
    await ali.call(ADD, add(shop.strength.id));
    expect((await ali.call(ME_COUNT)).data.cartItemsCount).toBe(2);
  });

  it('refuses unknown, unpublished, duplicate and owned programs with their own codes', async () => {
    const badr = await learner(server);
    expect((await badr.call(ADD, add('00000000-0000-4000-8000-000000000000'))).code).toBe('NOT_FOUND');
    expect((await badr.call(ADD, add(shop.draft.id))).code).toBe('PROGRAM_UNAVAILABLE');
    expect((await badr.call(ADD, add(shop.unpublished.id))).code).toBe('PROGRAM_UNAVAILABLE');
    expect(
      (await badr.call(ADD, { input: { learningProgramId: shop.basics.id, learningProgramType: 'DIPLOMA' } })).code,
    ).toBe('NOT_FOUND');
    expect((await badr.call(ADD, { input: { learningProgramId: 'nope' } })).code).toBe('VALIDATION_FAILED');
    expect((await badr.call(ADD, add(shop.workshop.id))).success).toBe(true);
    expect((await badr.call(ADD, add(shop.workshop.id))).code).toBe('CART_ITEM_EXISTS');
    await commerceProbe(server).enrol(badr.user.id, shop.strength.id);
    expect((await badr.call(ADD, add(shop.strength.id))).code).toBe('PROGRAM_ALREADY_OWNED');
    // A course inside an owned diploma is owned.
    await commerceProbe(server).enrol(badr.user.id, shop.diploma.id);
    expect((await badr.call(ADD, add(shop.basics.id))).code).toBe('PROGRAM_ALREADY_OWNED');
    const arabic = await badr.call(ADD, add(shop.basics.id), { locale: 'ar' });
    expect(arabic.message).toBe('أنت تمتلك هذا البرنامج بالفعل.');
  });

  it('shows a visitor without a guest cart an empty one (guest-cart.int.test.ts has the rest)', async () => {
    const res = await server.gql(GET_CART);
    expect(res.body.data!.getCart).toMatchObject({ success: true, data: { totalQuantity: 0 } });
  });
});

describe('removing from the cart', () => {
  it("removes the learner's own item only", async () => {
    const owner = await learner(server);
    const other = await learner(server);
    const itemId = (await owner.call(ADD, add(shop.strength.id))).data.cartItems[0].id;
    expect((await other.call(REMOVE, { cartItemId: itemId })).code).toBe('NOT_FOUND');
    const removed = await owner.call(REMOVE, { cartItemId: itemId });
    expect(removed).toMatchObject({ success: true, code: 'CART_ITEM_REMOVED' });
    expect(removed.data.cartItems).toHaveLength(0);
    expect((await owner.call(ME_COUNT)).data.cartItemsCount).toBe(0);
    expect((await owner.call(REMOVE, { cartItemId: itemId })).code).toBe('NOT_FOUND');
  });
});

describe('alerts', () => {
  it('tells the learner when a price changed since it was added, without blocking', async () => {
    const dina = await learner(server);
    await dina.call(ADD, add(shop.workshop.id));
    await commerceProbe(server).setProgram(shop.workshop.id, { originalPrice: 250_00 });
    const cart = (await dina.call(GET_CART)).data;
    const [item] = cart.cartItems;
    expect(item.enAlert).toEqual({ text: 'The price changed since you added this program.', color: 'orange' });
    expect(item.arAlert.color).toBe('orange');
    expect(item.enPriceMessage).toMatch(/200.*250/);
    expect(item.arPriceMessage).toContain('تغيّر السعر');
    expect(cart.checkoutAvailable).toBe(true);
    expect(cart.totalPrice).toBe(250);
    await commerceProbe(server).setProgram(shop.workshop.id, { originalPrice: 200_00 });
  });

  it('blocks checkout while an item is unpublished or owned, and leaves it out of the totals', async () => {
    const emad = await learner(server);
    const extra = shop.stretching;
    await emad.call(ADD, add(shop.strength.id));
    await emad.call(ADD, add(shop.workshop.id));
    await emad.call(ADD, add(extra.id));
    await commerceProbe(server).setProgram(shop.workshop.id, { publicationStatus: 'UNPUBLISHED' });
    await commerceProbe(server).enrol(emad.user.id, extra.id);
    const cart = (await emad.call(GET_CART)).data;
    const byProgram = Object.fromEntries(cart.cartItems.map((i: any) => [i.learningProgramId, i]));
    expect(byProgram[shop.workshop.id].enAlert).toEqual({
      text: 'This program is no longer available. Remove it to check out.',
      color: 'red',
    });
    expect(byProgram[extra.id].enAlert.color).toBe('red');
    expect(byProgram[extra.id].learningProgram.isEnrolled).toBe(true);
    expect(byProgram[shop.strength.id].enAlert).toBeNull();
    expect(cart).toMatchObject({ checkoutAvailable: false, totalQuantity: 3, totalPrice: 300 });
    expect((await emad.call(CHECKOUT)).code).toBe('CHECKOUT_UNAVAILABLE');
    await commerceProbe(server).setProgram(shop.workshop.id, { publicationStatus: 'PUBLISHED' });
  });
});

describe('VAT', () => {
  it('adds VAT at the configured rate on the total, half-up to the piastre', async () => {
    const fady = await learner(server);
    await fady.call(ADD, add(shop.basics.id));
    // 400.50 × 14% = 56.07
    expect((await fady.call(GET_CART)).data).toMatchObject({
      totalPrice: 400.5,
      vat: 14,
      vatAmount: 56.07,
      netPrice: 456.57,
      discountAmount: 0,
    });
    setCommerce(server, { vatRateBps: 1250 });
    // 400.50 × 12.5% = 50.0625 → 50.06
    expect((await fady.call(GET_CART)).data).toMatchObject({ vat: 12.5, vatAmount: 50.06, netPrice: 450.56 });
    setCommerce(server, { vatRateBps: 0 });
    expect((await fady.call(GET_CART)).data).toMatchObject({ vat: 0, vatAmount: 0, netPrice: 400.5 });
    setCommerce(server, undefined);
  });
});

describe('statements', () => {
  it('reads a cart of 1 or of 4 items with the same number of statements', async () => {
    const count = async (programIds: string[]) => {
      const who = await learner(server);
      for (const id of programIds) await who.call(ADD, add(id));
      const before = server.database.statementCount();
      const cart = (await who.call(GET_CART)).data;
      expect(cart.cartItems).toHaveLength(programIds.length);
      return server.database.statementCount() - before;
    };
    const one = await count([shop.basics.id]);
    const four = await count([shop.basics.id, shop.strength.id, shop.workshop.id, shop.stretching.id]);
    expect(four).toBe(one);
  });
});
