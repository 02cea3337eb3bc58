import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { linkDiploma } from '../catalog/testing/fixtures';
import {
  ADD,
  BUY_NOW,
  CHECKOUT,
  ENVELOPE,
  commerceProbe,
  learner,
  orderOf,
  seedShop,
  sendWebhook,
  setCommerce,
  type Learner,
} from './testing/commerce-world';

// decision 0040: a diploma's price for a learner who owns some of its programs. The fixture's
// diploma sells at 900 EGP; its published programs at 400.50, 200 and 300 (900.50 in all), and a
// draft course that buying the diploma still enrols.
const DIPLOMA = `query diploma($id: String) { diploma(diplomaId: $id) { ${ENVELOPE}
  data { id vatRate priceWithVat ownedProgramsCredit { ownedCount programsCount amount price priceWithVat allOwned } } } }`;

let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
});
afterAll(() => server.close());

const add = (id: string) => ({ input: { learningProgramId: id } });

async function owning(programIds: string[]): Promise<Learner> {
  const who = await learner(server);
  for (const id of programIds) await commerceProbe(server).enrol(who.user.id, id);
  return who;
}

const enrolledIds = async (who: Learner) =>
  (await commerceProbe(server).enrollments(who.user.id)).map((e) => e.programId).sort();

describe('a diploma and the programs its buyer owns', () => {
  it('shows visitors and new learners the full price, with VAT, and no credit', async () => {
    const visitor = await server.gql(DIPLOMA, { locale: 'en', variables: { id: shop.diploma.id } });
    expect(visitor.body.data!.diploma.data).toMatchObject({
      vatRate: 14,
      priceWithVat: 1026,
      ownedProgramsCredit: null,
    });
    const fresh = await learner(server);
    expect((await fresh.call(DIPLOMA, { id: shop.diploma.id })).data.ownedProgramsCredit).toBeNull();
  });

  it('buys a diploma from nothing at its price, enrolling it and every program in it', async () => {
    const nour = await learner(server);
    const added = await nour.call(ADD, add(shop.diploma.id));
    expect(added.data.cartItems[0]).toMatchObject({ adjustedPrice: 900, enPriceMessage: null, enAlert: null });
    const { reference } = (await nour.call(CHECKOUT)).data;
    expect(await orderOf(server, reference)).toMatchObject({ subtotalPiastres: 900_00, totalPiastres: 1026_00 });
    expect((await sendWebhook(server, { reference })).body.result).toBe('PAID');
    expect(await enrolledIds(nour)).toEqual(
      [shop.diploma.id, shop.basics.id, shop.draft.id, shop.workshop.id, shop.strength.id].sort(),
    );
  });

  it('takes the share of an owned program off the price, says so, charges it once and enrols nothing twice', async () => {
    const hana = await owning([shop.strength.id]);
    // 900 × 300 / 900.50 = 299.83 off: 600.17, and 14% VAT 84.02 → 684.19.
    const credit = {
      ownedCount: 1,
      programsCount: 3,
      amount: 299.83,
      price: 600.17,
      priceWithVat: 684.19,
      allOwned: false,
    };
    expect((await hana.call(DIPLOMA, { id: shop.diploma.id })).data.ownedProgramsCredit).toEqual(credit);

    const cart = (await hana.call(ADD, add(shop.diploma.id))).data;
    expect(cart).toMatchObject({ totalPrice: 600.17, vatAmount: 84.02, netPrice: 684.19, checkoutAvailable: true });
    expect(cart.cartItems[0]).toMatchObject({ adjustedPrice: 600.17, enAlert: null });
    expect(cart.cartItems[0].enPriceMessage).toMatch(
      /^You already own 1 of this diploma's 3 programs: − EGP\s299\.83\.$/,
    );
    expect(cart.cartItems[0].arPriceMessage).toContain('تمتلك بالفعل ١ من ٣ برامج في هذه الدبلومة');

    const { reference } = (await hana.call(CHECKOUT)).data;
    const order = await orderOf(server, reference);
    expect(order).toMatchObject({ subtotalPiastres: 600_17, vatPiastres: 84_02, totalPiastres: 684_19 });
    expect(await commerceProbe(server).orderItems(order.id)).toEqual([
      expect.objectContaining({
        programId: shop.diploma.id,
        originalPricePiastres: 1000_00,
        pricePiastres: 600_17,
        ownedCreditPiastres: 299_83,
        creditedProgramIds: [shop.strength.id],
        paidPiastres: 684_19,
      }),
    ]);
    expect((await sendWebhook(server, { reference })).body.result).toBe('PAID');
    expect((await orderOf(server, reference)).status).toBe('PAID');
    const enrolments = await commerceProbe(server).enrollments(hana.user.id);
    expect(enrolments.map((e) => e.programId).sort()).toEqual(
      [shop.diploma.id, shop.basics.id, shop.draft.id, shop.workshop.id, shop.strength.id].sort(),
    );
    expect(enrolments.find((e) => e.programId === shop.strength.id)).toMatchObject({ source: 'ADMIN' });
    const [invoice] = await commerceProbe(server).invoices(hana.user.id);
    expect(invoice).toMatchObject({ subtotalPiastres: 600_17, totalPiastres: 684_19 });
  });

  it('buys such a diploma at once with buy-now at the same reduced price', async () => {
    const omar = await owning([shop.basics.id]);
    // 900 × 400.50 / 900.50 = 400.28 off: 499.72, VAT 69.96 → 569.68.
    const { reference } = (await omar.call(BUY_NOW, add(shop.diploma.id))).data;
    expect(await orderOf(server, reference)).toMatchObject({ subtotalPiastres: 499_72, totalPiastres: 569_68 });
    expect((await sendWebhook(server, { reference })).body.result).toBe('PAID');
  });

  it('treats a diploma whose programs are all owned as owned: shown so, never sold', async () => {
    const rana = await owning([shop.basics.id, shop.workshop.id, shop.strength.id]);
    expect((await rana.call(DIPLOMA, { id: shop.diploma.id })).data.ownedProgramsCredit).toMatchObject({
      ownedCount: 3,
      programsCount: 3,
      allOwned: true,
    });
    expect((await rana.call(ADD, add(shop.diploma.id))).code).toBe('PROGRAM_ALREADY_OWNED');
    expect((await rana.call(BUY_NOW, add(shop.diploma.id))).code).toBe('PROGRAM_ALREADY_OWNED');
  });

  it('blocks a cart holding a diploma and one of its programs, so neither is paid for twice', async () => {
    const ziad = await learner(server);
    await ziad.call(ADD, add(shop.diploma.id));
    const cart = (await ziad.call(ADD, add(shop.strength.id))).data;
    expect(cart.checkoutAvailable).toBe(false);
    expect(
      cart.cartItems.find((i: { learningProgramId: string }) => i.learningProgramId === shop.strength.id),
    ).toMatchObject({
      enAlert: {
        color: 'red',
        text: 'This program is part of a diploma in your cart. Remove one of them to check out.',
      },
    });
    expect((await ziad.call(CHECKOUT)).code).toBe('CHECKOUT_UNAVAILABLE');
  });

  it('sends the payment to review when the learner came to own another of its programs after ordering', async () => {
    const maha = await owning([shop.strength.id]);
    await maha.call(ADD, add(shop.diploma.id));
    const { reference } = (await maha.call(CHECKOUT)).data;
    await commerceProbe(server).enrol(maha.user.id, shop.workshop.id);
    expect((await sendWebhook(server, { reference })).body.result).toBe('REVIEW');
    expect(await orderOf(server, reference)).toMatchObject({ status: 'REVIEW', reviewReason: 'ALREADY_OWNED' });
    expect(await enrolledIds(maha)).toEqual([shop.workshop.id, shop.strength.id].sort());
  });

  // Last: it adds the free course to the diploma.
  it('takes nothing off for an owned free program, says nothing, and still settles the payment', async () => {
    await linkDiploma(server.database.db, shop.diploma.id, [shop.stretching.id]);
    const adel = await owning([shop.stretching.id]);
    expect((await adel.call(DIPLOMA, { id: shop.diploma.id })).data.ownedProgramsCredit).toBeNull();
    const cart = (await adel.call(ADD, add(shop.diploma.id))).data;
    expect(cart.cartItems[0]).toMatchObject({ adjustedPrice: 900, enPriceMessage: null });
    const { reference } = (await adel.call(CHECKOUT)).data;
    expect((await sendWebhook(server, { reference })).body.result).toBe('PAID');
    expect(
      (await commerceProbe(server).enrollments(adel.user.id)).filter((e) => e.programId === shop.stretching.id),
    ).toHaveLength(1);
  });

  it('follows the configured VAT rate', async () => {
    setCommerce(server, { vatRateBps: 1000 });
    try {
      const data = (await server.gql(DIPLOMA, { locale: 'en', variables: { id: shop.diploma.id } })).body.data!.diploma
        .data;
      expect(data).toMatchObject({ vatRate: 10, priceWithVat: 990 });
    } finally {
      setCommerce(server, undefined);
    }
  });
});
