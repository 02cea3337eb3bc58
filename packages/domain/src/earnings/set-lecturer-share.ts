import { findEarningLecturer, listRevenueShares, upsertRevenueShare } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import { cairoDate } from '../commerce/index';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { loadEarningsStatement, type EarningsStatementView } from './get-earnings-statement';
import { setLecturerShareSchema } from './schemas';

/**
 * An administrator sets a lecturer's revenue share from a Cairo date on (decision 0060). The date
 * is today or later, so what was earned before never changes; a share already set for that very
 * date is replaced. The history's length seen is the version: a change made meanwhile by another
 * administrator answers VERSION_CONFLICT. Audited (`earnings.share.set`).
 */
export async function setLecturerShare(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<EarningsStatementView> {
  const { lecturerId, sharePercent: shareBps, effectiveFrom, version } = parseInput(setLecturerShareSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  const today = cairoDate(deps.now());
  if (effectiveFrom < today)
    throw new AppError('VALIDATION_FAILED', [{ field: 'effectiveFrom', messageKey: 'shareDateInPast' }]);
  await deps.db.transaction(async (tx) => {
    if (!(await findEarningLecturer(tx, lecturerId, true))) throw new AppError('NOT_FOUND');
    const history = await listRevenueShares(tx, lecturerId);
    if (history.length !== version) throw new AppError('VERSION_CONFLICT');
    const replaced = history.find((row) => row.effectiveFrom === effectiveFrom);
    await upsertRevenueShare(tx, { lecturerId, shareBps, effectiveFrom, createdBy: actor.userId });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'earnings.share.set',
      entityType: 'lecturer',
      entityId: lecturerId,
      before: replaced ? { shareBps: replaced.shareBps, effectiveFrom } : null,
      after: { shareBps, effectiveFrom },
    });
  });
  return loadEarningsStatement(deps, lecturerId, today.slice(0, 7));
}
