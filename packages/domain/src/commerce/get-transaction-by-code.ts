import type { Locale } from '@manara/i18n';
import { findOrderWithTransaction, listOrderItems } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { transactionCodeSchema } from './schemas';
import { toTransactionView, transactionViewContext, type TransactionView } from './transaction-view';

/**
 * `getTransactionByCode(code)`: a transaction code, or an order reference (the success page
 * asks with the reference before any callback has arrived). Only the learner's own; anything
 * else → NOT_FOUND.
 */
export async function getTransactionByCode(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
  locale: Locale = 'ar',
): Promise<TransactionView> {
  const viewer = requireViewer(caller);
  const { code } = parseInput(transactionCodeSchema, input);
  const found = await findOrderWithTransaction(deps.db, viewer.userId, code.toUpperCase());
  if (!found) throw new AppError('NOT_FOUND');
  const items = await listOrderItems(deps.db, [found.order.id]);
  return toTransactionView(found.order, items, found.transaction, transactionViewContext(deps, locale));
}
