import { insertCoupon, insertSession, schema, type NewCoupon } from '@manara/db';
import { createSessionToken, hashSessionToken, type CommerceDeps } from '@manara/domain';
import { eq } from 'drizzle-orm';
import { TEST_SANDBOX_HMAC_SECRET } from '../../../adapters/payments/testing/test-sandbox';
import {
  buildTransactionCallback,
  type TransactionCallbackFields,
} from '../../../adapters/payments/testing/build-transaction-callback';
import type { GqlOptions, Json, TestServer } from '../../../testing/test-server';
import { insertUser } from '../../catalog/testing/fixtures';
import { seedCatalogue } from '../../catalog/testing/world';

export const ENVELOPE = 'code message success fieldErrors { field message }';
const ALERT = 'text color';
export const CART_FIELDS = `id totalPrice totalPriceAfterDiscount netPrice vat vatAmount discountAmount totalQuantity checkoutAvailable
  lastAppliedCoupon { id code kind value }
  cartItems { id learningProgramId learningProgramType arAlert { ${ALERT} } enAlert { ${ALERT} } arPriceMessage enPriceMessage adjustedPrice
    learningProgram { id title isAddedToCart isEnrolled } }`;
const INTENT_FIELDS = 'paymentIntentId paymentIntentSecretKey paymentLink reference orderStatus';
export const TRANSACTION_FIELDS = `id code arTitle enTitle title status createdAt totalAmount paymentDetails { cardBrand maskedPan provider }
  purchaseItems { id type arTitle enTitle title originalPrice priceAfterDiscount } reference orderStatus`;

export const GET_CART = `query getCart { getCart { ${ENVELOPE} data { ${CART_FIELDS} } } }`;
export const ADD = `mutation createCartItem($input: CreateCartItemInput) { createCartItem(input: $input) { ${ENVELOPE} data { ${CART_FIELDS} } } }`;
export const REMOVE = `mutation deleteCardItem($cartItemId: ID) { deleteCardItem(cartItemId: $cartItemId) { ${ENVELOPE} data { ${CART_FIELDS} } } }`;
export const APPLY = `mutation applyCoupon($code: String) { applyCoupon(coupon_code: $code) { ${ENVELOPE} data { ${CART_FIELDS} } } }`;
export const DELETE_COUPON = `mutation deleteCoupon($id: ID) { deleteCoupon(id: $id) { ${ENVELOPE} data { ${CART_FIELDS} } } }`;
export const CANCEL_COUPON = `mutation cancelCoupon { cancelCoupon { ${ENVELOPE} data { ${CART_FIELDS} } } }`;
export const CHECKOUT = `mutation createCheckOut($code: String) { createCheckOut(coupon_code: $code) { ${ENVELOPE} data { ${INTENT_FIELDS} } } }`;
export const PAYMENT_INTENT = `mutation createPaymentIntent($code: String) { createPaymentIntent(coupon_code: $code) { ${ENVELOPE} data { ${INTENT_FIELDS} } } }`;
export const BUY_NOW = `mutation buyNow($input: BuyNowInput) { buyNow(input: $input) { ${ENVELOPE} data { ${INTENT_FIELDS} } } }`;
export const MY_TRANSACTIONS = `query getMyTransactionsForUser($paginate: PaginateInput) { getMyTransactionsForUser(paginate: $paginate) { ${ENVELOPE}
  data { items { ${TRANSACTION_FIELDS} } pageInfo { page limit totalCount totalPages hasNext } } } }`;
export const BY_CODE = `query getTransactionByCode($code: String) { getTransactionByCode(code: $code) { ${ENVELOPE} data { ${TRANSACTION_FIELDS} } } }`;
export const ME_COUNT = `query me { me { ${ENVELOPE} data { id cartItemsCount } } }`;

let people = 0;

/** A learner with a session (no password round trips: the session is opened directly). */
export async function learner(
  server: TestServer,
  names: Partial<{ firstName: string; lastName: string; arFirstName: string; arLastName: string }> = {},
) {
  people += 1;
  const user = await insertUser(server.database.db, {
    firstName: 'Learner',
    lastName: `No${people}`,
    arFirstName: 'متعلم',
    arLastName: `رقم${people}`,
    ...names,
  });
  const token = createSessionToken();
  await insertSession(server.database.db, {
    userId: user.id,
    tokenHash: hashSessionToken(token),
    deviceName: 'test',
    device: 'DESKTOP',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  /** Runs one operation as this learner and returns its envelope. */
  const call = async (query: string, variables: Record<string, unknown> = {}, options: GqlOptions = {}) => {
    const res = await server.gql(query, { token, locale: 'en', ...options, variables });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
    return Object.values(res.body.data!)[0] as {
      code: string;
      message: string;
      success: boolean;
      data: Json;
      fieldErrors: Json[];
    };
  };
  return { user, token, call };
}
export type Learner = Awaited<ReturnType<typeof learner>>;

/** The test server's commerce settings (VAT rate, reservation length); shared by reference with the running API. */
export function setCommerce(server: TestServer, settings: CommerceDeps['commerce']) {
  (server.deps as CommerceDeps).commerce = settings;
}

/** The catalogue fixture (courses 400.50 and 300 EGP, a workshop 200, a diploma 900, a free course, draft/unpublished). */
export async function seedShop(server: TestServer) {
  return seedCatalogue(server.database.db);
}

export function addCoupon(server: TestServer, coupon: NewCoupon) {
  return insertCoupon(server.database.db, coupon);
}

export async function orderOf(server: TestServer, reference: string) {
  const [order] = await server.database.db.select().from(schema.orders).where(eq(schema.orders.reference, reference));
  return order!;
}

/**
 * POSTs a provider webhook for the order, signed like the sandbox for the provider order recorded
 * with it (override fields to tamper).
 */
export async function sendWebhook(
  server: TestServer,
  fields: Partial<TransactionCallbackFields> & { reference: string },
  tamper?: (body: Json) => void,
) {
  const order = await orderOf(server, fields.reference).catch(() => null);
  const callback = buildTransactionCallback(
    {
      amountPiastres: order?.totalPiastres ?? 100,
      ...(order?.providerOrderId ? { orderId: Number(order.providerOrderId) } : {}),
      ...fields,
    },
    TEST_SANDBOX_HMAC_SECRET,
  );
  tamper?.(callback.body);
  const response = await server.app.inject({
    method: 'POST',
    url: `/payments/callback?hmac=${callback.hmac}`,
    headers: { 'content-type': 'application/json' },
    payload: callback.body,
  });
  return { status: response.statusCode, body: response.json(), callback };
}

/** Table reads for assertions. */
export function commerceProbe(server: TestServer) {
  const db = server.database.db;
  return {
    enrollments: (userId: string) => db.select().from(schema.enrollments).where(eq(schema.enrollments.userId, userId)),
    invoices: (userId: string) => db.select().from(schema.invoices).where(eq(schema.invoices.userId, userId)),
    transactions: (userId: string) =>
      db.select().from(schema.transactions).where(eq(schema.transactions.userId, userId)),
    orderItems: (orderId: string) => db.select().from(schema.orderItems).where(eq(schema.orderItems.orderId, orderId)),
    coupon: async (code: string) => (await db.select().from(schema.coupons).where(eq(schema.coupons.code, code)))[0]!,
    setProgram: (id: string, patch: Partial<typeof schema.learningPrograms.$inferInsert>) =>
      db.update(schema.learningPrograms).set(patch).where(eq(schema.learningPrograms.id, id)),
    enrol: (userId: string, programId: string) =>
      db.insert(schema.enrollments).values({ userId, programId, source: 'ADMIN' }),
  };
}
