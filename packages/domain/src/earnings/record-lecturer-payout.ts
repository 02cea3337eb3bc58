import { findEarningLecturer, insertPayout } from '@manara/db';
import type { Caller, DomainDeps } from '../deps';
import { recordAudit, requireAdmin, requireStudioActor } from '../authoring/index';
import { cairoDate } from '../commerce/index';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { loadEarningsStatement, type EarningsStatementView } from './get-earnings-statement';
import { loadEarnings } from './load-earnings';
import { recordLecturerPayoutSchema } from './schemas';

/**
 * An administrator records money paid to a lecturer (decision 0060): by bank transfer or wallet,
 * with its reference, on a Cairo date no later than today. A payout above the balance (earned less
 * paid) is refused on `amount` with the most that may be paid: the lecturer row is locked, so two
 * administrators recording at once cannot overpay together. Audited (`earnings.payout.record`).
 * Answers the statement of the payout's month.
 */
export async function recordLecturerPayout(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<EarningsStatementView> {
  const payout = parseInput(recordLecturerPayoutSchema, input);
  const actor = await requireStudioActor(deps, caller);
  requireAdmin(actor);
  if (payout.paidOn > cairoDate(deps.now()))
    throw new AppError('VALIDATION_FAILED', [{ field: 'paidOn', messageKey: 'payoutDateInFuture' }]);
  await deps.db.transaction(async (tx) => {
    if (!(await findEarningLecturer(tx, payout.lecturerId, true))) throw new AppError('NOT_FOUND');
    const [earnings] = await loadEarnings(tx, payout.lecturerId);
    const balance = earnings?.balancePiastres ?? 0;
    if (payout.amount > balance)
      throw new AppError('VALIDATION_FAILED', [
        { field: 'amount', messageKey: 'payoutAboveBalance', params: { max: Math.max(0, balance) / 100 } },
      ]);
    const row = await insertPayout(tx, {
      lecturerId: payout.lecturerId,
      amountPiastres: payout.amount,
      method: payout.method,
      reference: payout.reference,
      paidOn: payout.paidOn,
      createdBy: actor.userId,
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'earnings.payout.record',
      entityType: 'lecturer',
      entityId: payout.lecturerId,
      before: { balancePiastres: balance },
      after: {
        payoutId: row.id,
        amountPiastres: row.amountPiastres,
        method: row.method,
        reference: row.reference,
        paidOn: row.paidOn,
      },
    });
  });
  return loadEarningsStatement(deps, payout.lecturerId, payout.paidOn.slice(0, 7));
}
