import {
  findOrderById,
  findPaidTransactionOfOrder,
  listOrderItems,
  listProgramProgress,
  listRefundRequestsOfOrders,
  type DbOrTx,
  type OrderRow,
} from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer } from '../identity/index';
import { loadRefundPolicy, type RefundPolicyView } from './refund-policy';
import { consumptionOf, refundStandingOf, type RefundStandingView } from './refund-standing';

/** The policy applied to these orders of one learner (decision 0057), in their order. */
export async function refundStandingsOf(
  db: DbOrTx,
  userId: string,
  orders: readonly OrderRow[],
  now: Date,
  policy?: RefundPolicyView,
): Promise<RefundStandingView[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  // One after another: `db` may be a transaction's single connection.
  const rules = policy ?? (await loadRefundPolicy(db));
  const requests = await listRefundRequestsOfOrders(db, ids);
  const items = await listOrderItems(db, ids);
  const progress = await listProgramProgress(db, userId, [...new Set(items.map((i) => i.programId))]);
  const progressOf = new Map(progress.map((p) => [p.programId, p]));
  const standings: RefundStandingView[] = [];
  for (const order of orders) {
    const paid = await findPaidTransactionOfOrder(db, order.id);
    const mine = items.filter((i) => i.orderId === order.id).map((i) => progressOf.get(i.programId));
    standings.push(
      refundStandingOf({
        order,
        paid,
        request: requests.find((r) => r.orderId === order.id) ?? null,
        policy: rules,
        consumption: consumptionOf(mine.filter((p) => p !== undefined)),
        now,
      }),
    );
  }
  return standings;
}

/**
 * The purchase history's refund state of the viewer's orders (batched per request): whether each
 * may be asked for, why not, and the request made. Another person's order answers null.
 */
export async function loadRefundStandings(
  deps: DomainDeps,
  caller: Caller,
  orderIds: readonly string[],
): Promise<Array<RefundStandingView | null>> {
  const viewer = requireViewer(caller);
  const orders = (await Promise.all(orderIds.map((id) => findOrderById(deps.db, id)))).filter(
    (o): o is OrderRow => o !== null && o.userId === viewer.userId,
  );
  const standings = await refundStandingsOf(deps.db, viewer.userId, orders, deps.now());
  return orderIds.map((id) => standings.find((s) => s.orderId === id) ?? null);
}
