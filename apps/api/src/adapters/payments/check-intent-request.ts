import type { PaymentIntentRequest } from '@manara/domain';

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Programming errors, not provider ones, caught before any provider is called: the total must be
 * whole piastres equal to its lines, and both callback URLs absolute.
 */
export function checkIntentRequest(request: PaymentIntentRequest): void {
  const amounts = [request.amountPiastres, ...request.items.map((item) => item.amountPiastres)];
  if (!amounts.every(Number.isSafeInteger)) throw new Error('payment amounts must be whole piastres');
  const itemsTotal = request.items.reduce((sum, item) => sum + item.amountPiastres * item.quantity, 0);
  if (itemsTotal !== request.amountPiastres) {
    throw new Error(`payment amount ${request.amountPiastres} differs from the items' sum ${itemsTotal}`);
  }
  if (!isAbsoluteHttpUrl(request.notificationUrl) || !isAbsoluteHttpUrl(request.redirectionUrl)) {
    throw new Error('payment callback URLs must be absolute http(s) URLs');
  }
}
