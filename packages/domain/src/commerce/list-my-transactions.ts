import type { Locale } from '@manara/i18n';
import { listOrderItems, listUserTransactions } from '@manara/db';
import { groupBy, offsetOf, pageOf, type Page } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { myTransactionsSchema } from './schemas';
import { toTransactionView, transactionViewContext, type TransactionView } from './transaction-view';

/** `getMyTransactionsForUser(paginate)`: the learner's own transactions, newest first (two statements). */
export async function listMyTransactions(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
  locale: Locale = 'ar',
): Promise<Page<TransactionView>> {
  const viewer = requireViewer(caller);
  const { paginate } = parseInput(myTransactionsSchema, input);
  const { rows, totalCount } = await listUserTransactions(deps.db, {
    userId: viewer.userId,
    offset: offsetOf(paginate),
    limit: paginate.limit,
  });
  const orderIds = [...new Set(rows.map((r) => r.order.id))];
  const grouped = groupBy(orderIds, await listOrderItems(deps.db, orderIds), (item) => item.orderId);
  const itemsByOrder = new Map(orderIds.map((id, i) => [id, grouped[i]!]));
  const context = transactionViewContext(deps, locale);
  return pageOf(
    rows.map((r) => toTransactionView(r.order, itemsByOrder.get(r.order.id)!, r.transaction, context)),
    paginate,
    totalCount,
  );
}
