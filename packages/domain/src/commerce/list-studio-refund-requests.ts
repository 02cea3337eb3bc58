import { listStudioRefundRequests as listStudioRefundRequestRows, type StudioRefundRequestRow } from '@manara/db';
import { requireAdmin, requireStudioActor } from '../authoring/index';
import { offsetOf, pageOf, type Page } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { toRefundRequestView, type RefundRequestView } from './refund-request-view';
import { studioRefundRequestsSchema } from './schemas';

/** A request in the studio's queue, with its order and buyer (money in EGP). */
export interface StudioRefundRequestView extends RefundRequestView {
  orderReference: string;
  orderTotal: number;
  orderRefunded: number;
  buyerEmail: string;
  buyerName: string;
}

export function toStudioRefundRequestView(row: StudioRefundRequestRow): StudioRefundRequestView {
  return {
    ...toRefundRequestView(row.request),
    orderReference: row.orderReference,
    orderTotal: row.orderTotalPiastres / 100,
    orderRefunded: row.orderRefundedPiastres / 100,
    buyerEmail: row.buyerEmail,
    buyerName: `${row.buyerFirstName} ${row.buyerLastName}`.trim(),
  };
}

/**
 * `studioRefundRequests`: learners' refund requests for administrators (decision 0057): those
 * waiting, oldest first, or those decided, newest first; twenty a page from the server.
 */
export async function listStudioRefundRequests(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<Page<StudioRefundRequestView>> {
  const { paginate, decided } = parseInput(studioRefundRequestsSchema, input);
  requireAdmin(await requireStudioActor(deps, caller));
  const { rows, totalCount } = await listStudioRefundRequestRows(deps.db, {
    decided,
    offset: offsetOf(paginate),
    limit: paginate.limit,
  });
  return pageOf(rows.map(toStudioRefundRequestView), paginate, totalCount);
}
