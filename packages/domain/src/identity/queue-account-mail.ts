import { insertJob, type DbOrTx } from '@manara/db';
import { z } from 'zod';
import { verificationPurposeField } from './schemas';

/**
 * Mail about accounts goes out from the job queue (decision 0038), so a request that names an
 * address does the same work, and answers in the same time, whether or not an account has it.
 */
export const ACCOUNT_MAIL_JOBS = {
  /** A verification code for the address, if its state calls for one. */
  code: 'account-mail:code',
  /** "Someone tried to sign up with your address", to an address that has an account. */
  signUpNotice: 'account-mail:sign-up-notice',
  /** A new address's code, or "someone tried to use your address" to the account that has it. */
  emailChange: 'account-mail:email-change',
} as const;

const localeField = z.enum(['ar', 'en']);

export const codeMailPayload = z.object({
  email: z.string(),
  purpose: verificationPurposeField,
  locale: localeField,
  /** The signed-in requester (EMAIL_UPDATE codes go to their pending address only). */
  viewerId: z.string().nullable(),
});
export const signUpNoticePayload = z.object({ email: z.string() });
export const emailChangePayload = z.object({ userId: z.string(), email: z.string() });

type Payloads = {
  [ACCOUNT_MAIL_JOBS.code]: z.input<typeof codeMailPayload>;
  [ACCOUNT_MAIL_JOBS.signUpNotice]: z.input<typeof signUpNoticePayload>;
  [ACCOUNT_MAIL_JOBS.emailChange]: z.input<typeof emailChangePayload>;
};

/** Queues one account mail, due now; pass the transaction whose outcome it belongs to. */
export async function queueAccountMail<K extends keyof Payloads>(
  db: DbOrTx,
  now: Date,
  kind: K,
  payload: Payloads[K],
): Promise<void> {
  await insertJob(db, { kind, payload, runAt: now });
}
