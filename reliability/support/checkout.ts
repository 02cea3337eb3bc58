import type pg from 'pg';
import type { Learner } from './fixtures';
import { mustCall } from './graphql';

export interface PlacedOrder {
  reference: string;
  orderId: string;
  /** The provider's order id (signed in its callbacks), as a number like Paymob's. */
  providerOrderId: number;
  totalPiastres: number;
  programIds: string[];
}

const ADD = `mutation Add($input: CreateCartItemInput) { createCartItem(input: $input) { code success message data { id } } }`;
const CHECKOUT = `mutation { createCheckOut { code success message data { reference orderStatus paymentLink } } }`;

/** Puts `programs` in the learner's cart and checks out through the API; the order waits for the provider. */
export async function placeOrder(
  apiUrl: string,
  db: pg.Pool,
  learner: Learner,
  programs: { id: string; type: string }[],
): Promise<PlacedOrder> {
  for (const program of programs)
    await mustCall(
      apiUrl,
      ADD,
      { input: { learningProgramId: program.id, learningProgramType: program.type } },
      { token: learner.token },
    );
  const { reference } = await mustCall<{ reference: string }>(apiUrl, CHECKOUT, {}, { token: learner.token });
  const { rows } = await db.query<{ id: string; total_piastres: number; provider_order_id: string }>(
    `select id, total_piastres, provider_order_id from orders where reference = $1`,
    [reference],
  );
  return {
    reference,
    orderId: rows[0]!.id,
    providerOrderId: Number(rows[0]!.provider_order_id),
    totalPiastres: rows[0]!.total_piastres,
    programIds: programs.map((p) => p.id),
  };
}

/** POSTs a transaction-processed webhook the way Paymob does (JSON body, `hmac` in the query). */
export async function postWebhook(
  apiUrl: string,
  body: unknown,
  hmac: string | undefined,
): Promise<{ status: number; text: string }> {
  const url = new URL('/payments/callback', apiUrl);
  if (hmac !== undefined) url.searchParams.set('hmac', hmac);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: 0, text: String(error) };
  }
}

/** What the database holds for an order: the numbers every payment invariant is checked on. */
export async function orderFacts(db: pg.Pool, orderId: string) {
  const { rows } = await db.query<{
    status: string;
    transactions: number;
    paid_transactions: number;
    enrolments: number;
    invoices: number;
    notifications: number;
  }>(
    `select o.status,
            (select count(*)::int from transactions t where t.order_id = o.id) as transactions,
            (select count(*)::int from transactions t where t.order_id = o.id and t.status = 'PAID') as paid_transactions,
            (select count(*)::int from enrollments e where e.order_id = o.id) as enrolments,
            (select count(*)::int from invoices i where i.order_id = o.id) as invoices,
            (select count(*)::int from notifications n where n.user_id = o.user_id) as notifications
       from orders o where o.id = $1`,
    [orderId],
  );
  return rows[0]!;
}
