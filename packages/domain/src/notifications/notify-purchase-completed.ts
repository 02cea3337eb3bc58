import { listOrderItems, type DbOrTx, type OrderRow } from '@manara/db';
import { enqueueNotification } from './enqueue-notification';
import { notificationTexts } from './notification-texts';

/** Domain event "purchase completed": tells the buyer, inside the paying transaction. */
export async function notifyPurchaseCompleted(tx: DbOrTx, order: OrderRow, now: Date): Promise<void> {
  const items = await listOrderItems(tx, [order.id]);
  const first = items[0];
  if (!first) return;
  const params = {
    reference: order.reference,
    program: { ar: first.arTitle, en: first.enTitle },
    more: items.length - 1,
  };
  await enqueueNotification(tx, {
    userId: order.userId,
    targetModel: 'ORDER',
    targetId: order.id,
    ...notificationTexts('purchaseCompleted', params, items.length > 1 ? 'purchaseCompletedMany' : 'purchaseCompleted'),
    url: '/my-learning-programs',
    mail: 'purchaseReceipt',
    now,
  });
}
