import { translate, type Locale } from '@manara/i18n';
import type { OutgoingMail } from '../ports/index';
import { renderMailHtml, renderMailText, type MailBody } from './layout';

/** Mail that tells an address's owner about an attempt on it, instead of answering the attempt. */
export type AccountNotice = 'signUpAttempt' | 'emailChangeAttempt';

export interface AccountNoticeMailInput {
  locale: Locale;
  notice: AccountNotice;
  /** The address the attempt named (the recipient's). */
  email: string;
  /** First name in the mail's language; a neutral greeting without it. */
  name?: string | null;
  /** The web's "forgot password" page in the mail's language. */
  resetUrl: string;
}

/**
 * "Someone tried to sign up with your address" and "someone tried to use your address": the
 * answer to the attempt itself is the same as for a free address (decision 0038), so the owner
 * hears about it here, in their language.
 */
export function renderAccountNoticeMail(input: AccountNoticeMailInput): Omit<OutgoingMail, 'to'> {
  const { locale, notice } = input;
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `mail.${key}`, params);
  const body: MailBody = {
    locale,
    title: t(`accountNotice.${notice}.subject`),
    paragraphs: [
      input.name ? t('greeting', { name: input.name }) : t('greetingNoName'),
      t(`accountNotice.${notice}.intro`, { email: input.email }),
      t(`accountNotice.${notice}.ifYou`, { url: input.resetUrl }),
      t(`accountNotice.${notice}.ifNotYou`),
    ],
  };
  return {
    subject: body.title,
    text: renderMailText(body),
    html: renderMailHtml(body),
    template: `account-notice/${notice}`,
    locale,
  };
}
