import type { DbOrTx, OrderRow } from '@manara/db';
import { enqueueNotification } from './enqueue-notification';
import { notificationTexts } from './notification-texts';

/**
 * Domain event "refund request rejected" (decision 0057): tells the learner in the app and by push,
 * with the administrator's reason, in the deciding transaction. An approval is told by the refund's
 * own notification.
 */
export async function notifyRefundRequestRejected(
  tx: DbOrTx,
  order: Pick<OrderRow, 'id' | 'userId' | 'reference'>,
  reason: string,
  now: Date,
): Promise<void> {
  await enqueueNotification(tx, {
    userId: order.userId,
    targetModel: 'ORDER',
    targetId: order.id,
    ...notificationTexts('refundRequestRejected', { reference: order.reference, reason }),
    url: '/purchase-history',
    now,
  });
}
