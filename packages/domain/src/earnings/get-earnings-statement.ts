import type { Caller, DomainDeps } from '../deps';
import { cairoDate } from '../commerce/index';
import { AppError } from '../errors/index';
import { parseInput } from '../validation/index';
import { buildStatement, type EarningsStatement } from './build-statement';
import { earningsLecturerFor } from './earnings-viewer';
import { loadEarnings, type LecturerEarnings } from './load-earnings';
import { earningsStatementSchema } from './schemas';

export interface EarningsStatementView {
  earnings: LecturerEarnings;
  statement: EarningsStatement;
}

/** One lecturer's earnings and statement for a Cairo month, for the studio actor allowed to see it. */
export async function loadEarningsStatement(
  deps: DomainDeps,
  lecturerId: string,
  month: string,
): Promise<EarningsStatementView> {
  const [earnings] = await loadEarnings(deps.db, lecturerId);
  if (!earnings) throw new AppError('NOT_FOUND');
  return { earnings, statement: buildStatement(month, earnings.lines, earnings.payouts) };
}

/**
 * `studioEarningsStatement` (decision 0060): a lecturer's month (this Cairo month when left out)
 * with opening balance, lines, payouts and closing balance. A lecturer sees only their own.
 */
export async function getEarningsStatement(
  deps: DomainDeps,
  caller: Caller,
  input: unknown,
): Promise<EarningsStatementView> {
  const { lecturerId: asked, month } = parseInput(earningsStatementSchema, input);
  const { lecturerId } = await earningsLecturerFor(deps, caller, asked);
  return loadEarningsStatement(deps, lecturerId, month ?? cairoDate(deps.now()).slice(0, 7));
}
