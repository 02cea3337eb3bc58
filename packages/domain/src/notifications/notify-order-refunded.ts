import { listOrderItems, type DbOrTx, type OrderRow } from '@manara/db';
import { formatPrice } from '@manara/i18n';
import { enqueueNotification } from './enqueue-notification';
import { notificationTexts } from './notification-texts';

/**
 * Domain event "money given back" (decision 0043): tells the buyer in the app and by push, in the
 * refunding transaction. A whole refund says access to the order's programs has ended and progress
 * is kept; a partial one says access stays.
 */
export async function notifyOrderRefunded(
  tx: DbOrTx,
  order: OrderRow,
  refund: { amountPiastres: number; whole: boolean },
  now: Date,
): Promise<void> {
  const items = await listOrderItems(tx, [order.id]);
  const first = items[0];
  const params = {
    reference: order.reference,
    amount: { ar: formatPrice(refund.amountPiastres, 'ar'), en: formatPrice(refund.amountPiastres, 'en') },
    program: first ? { ar: first.arTitle, en: first.enTitle } : order.reference,
  };
  const key = refund.whole ? 'orderRefunded' : 'orderPartlyRefunded';
  await enqueueNotification(tx, {
    userId: order.userId,
    targetModel: 'ORDER',
    targetId: order.id,
    ...notificationTexts(key, params),
    url: '/purchase-history',
    mail: 'refund',
    now,
  });
}
