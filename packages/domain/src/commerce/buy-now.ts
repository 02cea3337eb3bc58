import { findProgramsByIds } from '@manara/db';
import type { Locale } from '@manara/i18n';
import type { Caller } from '../deps';
import { AppError } from '../errors/index';
import { requireViewer } from '../identity/index';
import { parseInput } from '../validation/index';
import { isProgramOwned } from './is-program-owned';
import { buildOffer } from './build-offer';
import { commerceSettingsOf, type CommerceDeps } from './commerce-settings';
import { placeOrder, type PaymentIntentView } from './place-order';
import { buyNowSchema } from './schemas';

/**
 * `buyNow`: buys one program without touching the cart (the cart keeps its coupon); the same
 * refusals as adding it to the cart (NOT_FOUND, PROGRAM_UNAVAILABLE, PROGRAM_ALREADY_OWNED).
 */
export async function buyNow(
  deps: CommerceDeps,
  caller: Caller,
  input: unknown,
  locale: Locale,
): Promise<PaymentIntentView> {
  const viewer = requireViewer(caller);
  const { learningProgramId, coupon_code, ...choice } = parseInput(buyNowSchema, input);
  return placeOrder(deps, viewer, locale, false, choice, async (tx) => {
    const [program] = await findProgramsByIds(tx, [learningProgramId]);
    if (!program) throw new AppError('NOT_FOUND');
    if (program.publicationStatus !== 'PUBLISHED') throw new AppError('PROGRAM_UNAVAILABLE');
    if (await isProgramOwned(tx, viewer.userId, program, deps.now())) throw new AppError('PROGRAM_ALREADY_OWNED');
    const offer = await buildOffer(tx, {
      userId: viewer.userId,
      now: deps.now(),
      vatRateBps: commerceSettingsOf(deps).vatRateBps,
      items: [{ program, cartItemId: null, addedPricePiastres: null }],
      coupon: coupon_code ? { source: { code: coupon_code }, strict: true, lock: true } : null,
      forCheckout: true,
    });
    return offer;
  });
}
