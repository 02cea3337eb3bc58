import type { EmailEvent } from './email-events';

/**
 * The events a user may also hear on WhatsApp (decision 0068), each off until they switch it on
 * with a verified phone: the news people act on from their phone. Verification codes of the phone
 * itself always go by WhatsApp.
 */
export const WHATSAPP_EVENTS = [
  'purchaseReceipt',
  'refund',
  'liveSessionReminder',
  'certificateIssued',
] as const satisfies readonly EmailEvent[];

export type WhatsAppEvent = (typeof WHATSAPP_EVENTS)[number];

export const isWhatsAppEvent = (value: unknown): value is WhatsAppEvent =>
  typeof value === 'string' && (WHATSAPP_EVENTS as readonly string[]).includes(value);
