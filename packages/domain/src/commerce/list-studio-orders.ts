import { listStudioOrders as listStudioOrderRows } from '@manara/db';
import { requireAdmin, requireStudioActor } from '../authoring/index';
import { offsetOf, pageOf, type Page } from '../catalog/index';
import type { Caller, DomainDeps } from '../deps';
import { parseInput } from '../validation/index';
import { studioOrdersSchema } from './schemas';
import { toStudioOrderView, type StudioOrderView } from './studio-order-view';

/**
 * The studio's orders for administrators (docs/product/studio.md), paged on the server: searched
 * by order reference, transaction code or provider id, invoice number or e-mail, and filtered by
 * status, a time range and a program.
 */
export async function listStudioOrders(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<Page<StudioOrderView>> {
  const { paginate, search, status, from, to, programId } = parseInput(studioOrdersSchema, input);
  requireAdmin(await requireStudioActor(deps, caller));
  const { rows, total } = await listStudioOrderRows(deps.db, {
    search: search || undefined,
    status,
    from,
    before: to,
    programId,
    offset: offsetOf(paginate),
    limit: paginate.limit,
  });
  return pageOf(rows.map(toStudioOrderView), paginate, total);
}
