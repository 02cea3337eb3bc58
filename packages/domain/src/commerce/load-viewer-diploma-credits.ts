import { findProgramsByIds } from '@manara/db';
import { piastresToPounds } from '../catalog/index';
import type { Viewer } from '../deps';
import { commerceSettingsOf, type CommerceDeps } from './commerce-settings';
import { currentPriceOf } from './line-alerts';
import { loadDiplomaCredits } from './load-diploma-credits';
import { priceWithVat } from './price-cart';

/** A diploma's credit as the diploma page shows it before payment (decision 0040); amounts in EGP. */
export interface DiplomaCreditView {
  ownedCount: number;
  programsCount: number;
  /** Taken off the diploma's price. */
  amount: number;
  /** The diploma's price after the credit, before VAT. */
  price: number;
  priceWithVat: number;
  /** Every program is owned: the diploma cannot be bought and counts as owned. */
  allOwned: boolean;
}

/**
 * The viewer's credit on each diploma, for a request's loader: null for visitors, for programs
 * that are not diplomas, and when what the viewer owns of a diploma takes nothing off (none of
 * its programs, or only free ones). Three statements per batch.
 */
export async function loadViewerDiplomaCredits(
  deps: CommerceDeps,
  viewer: Viewer | null,
  diplomaIds: readonly string[],
): Promise<Array<DiplomaCreditView | null>> {
  if (!viewer) return diplomaIds.map(() => null);
  const diplomas = (await findProgramsByIds(deps.db, diplomaIds)).filter((p) => p.type === 'DIPLOMA');
  const now = deps.now();
  const credits = await loadDiplomaCredits(deps.db, viewer.userId, diplomas, now);
  const vatRateBps = commerceSettingsOf(deps).vatRateBps;
  return diplomaIds.map((id) => {
    const diploma = diplomas.find((d) => d.id === id);
    const credit = credits.get(id);
    if (!diploma || !credit || (credit.creditPiastres === 0 && !credit.allOwned)) return null;
    const price = currentPriceOf(diploma, now) - credit.creditPiastres;
    return {
      ownedCount: credit.ownedCount,
      programsCount: credit.partsCount,
      amount: piastresToPounds(credit.creditPiastres),
      price: piastresToPounds(price),
      priceWithVat: piastresToPounds(priceWithVat(price, vatRateBps)),
      allOwned: credit.allOwned,
    };
  });
}
