import {
  listEarningDiplomaParts,
  listEarningLecturers,
  listEarningRefunds,
  listEarningSales,
  listPayouts,
  listRevenueShares,
  type DbOrTx,
  type EarningLecturerRow,
  type RevenueShareRow,
} from '@manara/db';
import { balanceOf, type StatementPayout } from './build-statement';
import { computeEarningLines, type EarningLine } from './compute-earning-lines';

/** A lecturer's earnings as the studio lists them (decision 0060); money in piastres. */
export interface LecturerEarnings {
  lecturer: EarningLecturerRow;
  /** The whole share history, oldest first. */
  shares: Array<Pick<RevenueShareRow, 'id' | 'shareBps' | 'effectiveFrom' | 'createdAt'>>;
  /** The history's length: sent back with the next change (VERSION_CONFLICT otherwise). */
  shareVersion: number;
  lines: EarningLine[];
  payouts: StatementPayout[];
  earnedPiastres: number;
  paidPiastres: number;
  balancePiastres: number;
}

/**
 * Every lecturer's earnings, or one's, computed from the paid orders, refunds, shares and payouts
 * as they stand (nothing is stored but the shares and payouts themselves).
 */
export async function loadEarnings(db: DbOrTx, lecturerId?: string): Promise<LecturerEarnings[]> {
  const [lecturers, sales, refunds, shares, payouts] = await Promise.all([
    listEarningLecturers(db),
    listEarningSales(db),
    listEarningRefunds(db),
    listRevenueShares(db),
    listPayouts(db, lecturerId),
  ]);
  const diplomaIds = [...new Set(sales.filter((s) => s.programType === 'DIPLOMA').map((s) => s.programId))];
  const diplomaParts = await listEarningDiplomaParts(db, diplomaIds);
  const lines = computeEarningLines({ sales, diplomaParts, refunds, shares });
  return lecturers
    .filter((lecturer) => (lecturerId ? lecturer.lecturerId === lecturerId : true))
    .map((lecturer) => {
      const own = <T extends { lecturerId: string }>(rows: readonly T[]) =>
        rows.filter((row) => row.lecturerId === lecturer.lecturerId);
      const ownLines = own(lines);
      const ownPayouts = own(payouts).map(({ id, amountPiastres, method, reference, paidOn }) => ({
        id,
        amountPiastres,
        method,
        reference,
        paidOn,
      }));
      const history = own(shares).map(({ id, shareBps, effectiveFrom, createdAt }) => ({
        id,
        shareBps,
        effectiveFrom,
        createdAt,
      }));
      return {
        lecturer,
        shares: history,
        shareVersion: history.length,
        lines: ownLines,
        payouts: ownPayouts,
        ...balanceOf(ownLines, ownPayouts),
      };
    });
}
