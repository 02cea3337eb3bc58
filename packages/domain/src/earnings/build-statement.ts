import type { EarningLine } from './compute-earning-lines';

/** A payout as statements show it (decision 0060). */
export interface StatementPayout {
  id: string;
  amountPiastres: number;
  method: 'BANK_TRANSFER' | 'WALLET';
  reference: string;
  /** YYYY-MM-DD, Cairo. */
  paidOn: string;
}

/** One lecturer's Cairo calendar month: what they had, earned, were paid and have. */
export interface EarningsStatement {
  /** YYYY-MM. */
  month: string;
  openingPiastres: number;
  lines: EarningLine[];
  payouts: StatementPayout[];
  earnedPiastres: number;
  paidPiastres: number;
  closingPiastres: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The month's statement from all of one lecturer's lines and payouts: the opening balance is
 * everything earned less everything paid before the month; the closing adds the month's earnings
 * and takes its payouts off. Later months are left out.
 */
export function buildStatement(
  month: string,
  lines: readonly EarningLine[],
  payouts: readonly StatementPayout[],
): EarningsStatement {
  const monthOf = (day: string) => day.slice(0, 7);
  const before = (day: string) => monthOf(day) < month;
  const within = (day: string) => monthOf(day) === month;
  const openingPiastres =
    sum(lines.filter((line) => before(line.day)).map((line) => line.earningPiastres)) -
    sum(payouts.filter((payout) => before(payout.paidOn)).map((payout) => payout.amountPiastres));
  const monthLines = lines.filter((line) => within(line.day));
  const monthPayouts = payouts.filter((payout) => within(payout.paidOn));
  const earnedPiastres = sum(monthLines.map((line) => line.earningPiastres));
  const paidPiastres = sum(monthPayouts.map((payout) => payout.amountPiastres));
  return {
    month,
    openingPiastres,
    lines: monthLines,
    payouts: monthPayouts,
    earnedPiastres,
    paidPiastres,
    closingPiastres: openingPiastres + earnedPiastres - paidPiastres,
  };
}

/** All earned less all paid: what the school owes the lecturer now. */
export function balanceOf(lines: readonly EarningLine[], payouts: readonly StatementPayout[]) {
  const earnedPiastres = sum(lines.map((line) => line.earningPiastres));
  const paidPiastres = sum(payouts.map((payout) => payout.amountPiastres));
  return { earnedPiastres, paidPiastres, balancePiastres: earnedPiastres - paidPiastres };
}
