import type { ResultOf } from '@/shared/graphql/graphql';
import type { EmailPreferencesFields } from '../api/account-documents';

export type EmailPreferences = ResultOf<typeof EmailPreferencesFields>;
export type EmailEvent = keyof EmailPreferences;

/** The switchable events, in the order the settings list them (decision 0058). */
export const EMAIL_EVENTS: readonly EmailEvent[] = [
  'purchaseReceipt',
  'refund',
  'liveSessionReminder',
  'certificateIssued',
  'commentReply',
  'applicationDecision',
];
