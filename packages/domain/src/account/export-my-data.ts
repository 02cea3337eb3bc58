import { collectAccountData, type AccountData } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { formatPrice } from '@manara/i18n';

/**
 * Everything the platform holds about the signed-in person, as a JSON document they can keep
 * (decision 0055): account, enrolments, orders (amounts in EGP), certificates, quiz results, what
 * they wrote and reported, and their sessions. Only ever their own: there is no id to pass.
 */
export async function exportMyData(deps: DomainDeps, caller: Caller): Promise<string> {
  const viewer = requireViewer(caller);
  const data = await collectAccountData(deps.db, viewer.userId, deps.now());
  if (!data) throw new AppError('UNAUTHENTICATED');
  const document: Omit<AccountData, 'orders'> & { exportedAt: string; orders: unknown[] } = {
    exportedAt: deps.now().toISOString(),
    ...data,
    orders: data.orders.map(({ totalPiastres, refundedPiastres, ...order }) => ({
      ...order,
      total: formatPrice(totalPiastres, 'en'),
      refunded: formatPrice(refundedPiastres, 'en'),
    })),
  };
  return JSON.stringify(document, null, 2);
}
