import { formatDateTime, formatPrice } from '@manara/i18n';
import type { DbOrTx, OrderRow } from '@manara/db';
import { enqueueNotification } from './enqueue-notification';
import { notificationTexts } from './notification-texts';

/**
 * Domain events "kiosk reference issued" and "kiosk reference about to lapse" (decision 0066): the
 * bill reference, the amount and the Cairo deadline, in both languages. Each is sent once per order
 * (a replayed callback or a second sweep finds its key used). Not switchable marketing: it is about
 * an order the learner started.
 */
export async function notifyKioskReference(
  tx: DbOrTx,
  order: Pick<OrderRow, 'id' | 'userId' | 'totalPiastres'>,
  kiosk: { billReference: string; expiresAt: Date },
  event: 'kioskReferenceIssued' | 'kioskReferenceReminder',
  now: Date,
): Promise<void> {
  const params = {
    billReference: kiosk.billReference,
    amount: { ar: formatPrice(order.totalPiastres, 'ar'), en: formatPrice(order.totalPiastres, 'en') },
    until: { ar: formatDateTime(kiosk.expiresAt, 'ar'), en: formatDateTime(kiosk.expiresAt, 'en') },
  };
  await enqueueNotification(tx, {
    userId: order.userId,
    targetModel: 'ORDER',
    targetId: order.id,
    ...notificationTexts(event, params),
    url: '/purchase-history',
    dedupeKey: `${event}:${order.id}`,
    // The reference itself is also e-mailed, and sent on WhatsApp to those who chose it (decision 0066).
    ...(event === 'kioskReferenceIssued' && { orderNews: { kind: 'kioskReference', highlight: kiosk.billReference } }),
    now,
  });
}
