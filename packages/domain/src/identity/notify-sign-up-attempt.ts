import { findUserByEmail } from '@manara/db';
import type { DomainDeps } from '../deps';
import { signUpNoticePayload } from './queue-account-mail';
import { sendAccountNotice } from './send-account-notice';

/** The job behind a sign-up with a taken address: its owner hears about it (deleted accounts do not). */
export async function notifySignUpAttempt(deps: DomainDeps, payload: Record<string, unknown>): Promise<void> {
  const { email } = signUpNoticePayload.parse(payload);
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.isDeleted) await sendAccountNotice(deps, user, 'signUpAttempt');
}
