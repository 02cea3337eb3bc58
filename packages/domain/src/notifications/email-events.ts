/**
 * The events whose e-mail a user may switch off, each on by default (decision 0058). Verification
 * codes and mail about the account's security are not among them: they always go.
 */
export const EMAIL_EVENTS = [
  'purchaseReceipt',
  'refund',
  'liveSessionReminder',
  'certificateIssued',
  'commentReply',
  'applicationDecision',
] as const;

export type EmailEvent = (typeof EMAIL_EVENTS)[number];

export const isEmailEvent = (value: unknown): value is EmailEvent =>
  typeof value === 'string' && (EMAIL_EVENTS as readonly string[]).includes(value);
