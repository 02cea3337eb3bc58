import { schema } from '@manara/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { ADD, CHECKOUT, GET_CART, learner, orderOf, seedShop } from './testing/commerce-world';

// A discount counts only inside its window (decision 0072): a learner whose discount ended after
// they filled their cart is told so, and pays the original price.

const HOUR = 3_600_000;
let server: TestServer;
let shop: Awaited<ReturnType<typeof seedShop>>;

beforeAll(async () => {
  server = await createTestServer();
  shop = await seedShop(server);
});
afterAll(() => server.close());

describe('a discount that ends between the cart and the payment', () => {
  it('shows the price change on the cart line and charges the original price at checkout', async () => {
    // Sports Nutrition Basics: 500 EGP, 400.50 until an hour from now.
    await server.database.db
      .update(schema.learningPrograms)
      .set({ discountStartsAt: null, discountEndsAt: new Date(server.deps.now().getTime() + HOUR) })
      .where(eq(schema.learningPrograms.id, shop.basics.id));
    const salma = await learner(server);
    const added = await salma.call(ADD, { input: { learningProgramId: shop.basics.id } });
    expect(added.data.cartItems[0]).toMatchObject({ enAlert: null, adjustedPrice: 400.5 });
    expect(added.data).toMatchObject({ totalPrice: 400.5, netPrice: 456.57 });

    server.advanceTime(2 * HOUR);
    const cart = (await salma.call(GET_CART)).data;
    expect(cart).toMatchObject({ totalPrice: 500, vatAmount: 70, netPrice: 570, checkoutAvailable: true });
    expect(cart.cartItems[0]).toMatchObject({
      adjustedPrice: 500,
      enAlert: { text: 'The price changed since you added this program.', color: 'orange' },
      learningProgram: { id: shop.basics.id },
    });
    expect(cart.cartItems[0].enPriceMessage).toMatch(/^Price changed from .*400\.5.* to .*500.*\.$/);

    const checkout = await salma.call(CHECKOUT);
    expect(checkout).toMatchObject({ success: true, code: 'CHECKOUT_CREATED' });
    expect(await orderOf(server, checkout.data.reference)).toMatchObject({
      subtotalPiastres: 500_00,
      discountPiastres: 0,
      vatPiastres: 70_00,
      totalPiastres: 570_00,
    });
  });
});
