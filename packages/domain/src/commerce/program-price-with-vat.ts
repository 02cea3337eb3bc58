import { piastresToPounds, type ProgramView } from '../catalog/index';
import { commerceSettingsOf, type CommerceDeps } from './commerce-settings';
import { priceWithVat } from './price-cart';

/** EGP a program costs bought alone with VAT (docs/product/commerce.md VAT), from its view's EGP price. */
export function programPriceWithVat(deps: CommerceDeps, program: Pick<ProgramView, 'priceAfterDiscount'>): number {
  const piastres = Math.round(program.priceAfterDiscount * 100);
  return piastresToPounds(priceWithVat(piastres, commerceSettingsOf(deps).vatRateBps));
}
