import { collectAccountHoldings, findUserById } from '@manara/db';
import { requireAdmin, requireStudioActor } from '../authoring/index';
import type { Caller, DomainDeps } from '../deps';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { studioUserIdSchema } from './schemas';
import { toStudioUserRow, type StudioUserView } from './studio-user-view';

/**
 * One person for an administrator (decision 0056): the account, enrolments, orders, certificates
 * and the sessions open now. Unknown or erased: NOT_FOUND.
 */
export async function getStudioUser(deps: DomainDeps, caller: Caller, input: unknown): Promise<StudioUserView> {
  const { userId } = parseInput(studioUserIdSchema, input);
  requireAdmin(await requireStudioActor(deps, caller));
  const user = await findUserById(deps.db, userId);
  if (!user || user.isDeleted) throw new AppError('NOT_FOUND');
  return { user: toStudioUserRow(user), ...(await collectAccountHoldings(deps.db, userId, deps.now())) };
}
