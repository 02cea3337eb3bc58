import { updateOrder, type DbOrTx, type OrderRow } from '@manara/db';
import { notifyKioskReference } from '../notifications/index';
import { commerceSettingsOf, type CommerceDeps } from './commerce-settings';

/**
 * A kiosk's pending callback (decision 0066): the order keeps the bill reference the learner quotes
 * at an Aman or Masary kiosk, and when it lapses — the commerce setting's window from the first
 * callback that named it. A replay, or a later pending callback, keeps the first expiry; an order
 * no longer pending is left as it is. The learner is told once. Answers whether anything was stored.
 */
export async function recordKioskReference(
  tx: DbOrTx,
  deps: CommerceDeps,
  order: OrderRow,
  billReference: string,
): Promise<boolean> {
  if (order.status !== 'PENDING' || order.kioskReference === billReference) return false;
  const windowMs = commerceSettingsOf(deps).kioskReferenceMinutes * 60_000;
  const kioskExpiresAt = order.kioskExpiresAt ?? new Date(deps.now().getTime() + windowMs);
  await updateOrder(tx, order.id, { kioskReference: billReference, kioskExpiresAt });
  await notifyKioskReference(
    tx,
    order,
    { billReference, expiresAt: kioskExpiresAt },
    'kioskReferenceIssued',
    deps.now(),
  );
  return true;
}
