import type { Locale } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { renderVerificationCodeMail, type CodePurpose } from './render-verification-code-mail';

export interface VerificationCodeMail {
  to: string;
  locale: Locale;
  purpose: CodePurpose;
  code: string;
  name?: string | null;
  ttlMinutes: number;
}

/** Renders the code mail in the recipient's language and hands it to the mail port. */
export async function sendVerificationCodeMail(deps: DomainDeps, mail: VerificationCodeMail): Promise<void> {
  const { to, ...content } = mail;
  await deps.mailer.send({ to, ...renderVerificationCodeMail(content) });
}
