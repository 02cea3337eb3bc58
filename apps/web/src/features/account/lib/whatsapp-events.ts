import type { ResultOf } from '@/shared/graphql/graphql';
import type { WhatsAppSettingsFields } from '../api/account-documents';

export type WhatsAppSettings = ResultOf<typeof WhatsAppSettingsFields>;
export type WhatsAppEvents = WhatsAppSettings['events'];

/** The events that may also come on WhatsApp, in the order the settings list them (decision 0068). */
export const WHATSAPP_EVENTS: readonly (keyof WhatsAppEvents)[] = [
  'purchaseReceipt',
  'refund',
  'liveSessionReminder',
  'certificateIssued',
];
