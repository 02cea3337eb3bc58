import type { WhatsAppEvent } from './whatsapp-events';

/**
 * News about an order the learner started that is e-mailed whatever their e-mail switches say: it
 * is not marketing and the order depends on it (decision 0066). On WhatsApp it goes under the
 * switch named here, with its own template (decision 0068): a kiosk reference is part of paying,
 * so it follows the purchase-receipt switch.
 */
export const ORDER_NEWS = {
  kioskReference: { whatsAppSwitch: 'purchaseReceipt' },
} as const satisfies Record<string, { whatsAppSwitch: WhatsAppEvent }>;

export type OrderNews = keyof typeof ORDER_NEWS;

export const isOrderNews = (value: unknown): value is OrderNews =>
  typeof value === 'string' && Object.hasOwn(ORDER_NEWS, value);

/** The WhatsApp switch that governs a job's event: its own, or the one its order news follows. */
export function whatsAppSwitchOf(event: WhatsAppEvent | OrderNews): WhatsAppEvent {
  return isOrderNews(event) ? ORDER_NEWS[event].whatsAppSwitch : event;
}
