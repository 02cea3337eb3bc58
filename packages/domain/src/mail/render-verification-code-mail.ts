import { formatNumber, translate, type Locale } from '@manara/i18n';
import type { OutgoingMail } from '../ports/index';
import { renderMailHtml, renderMailText, type MailBody } from './layout';

export type CodePurpose =
  | 'EMAIL_UPDATE'
  | 'EMAIL_VERIFICATION'
  | 'LECTURER_EMAIL_VERIFICATION'
  | 'PASSWORD_RESET'
  | 'SOCIAL_EMAIL_VERIFICATION';

export interface VerificationCodeMailInput {
  locale: Locale;
  purpose: CodePurpose;
  /** Six ASCII digits; kept ASCII in both languages so it can be copied and typed anywhere. */
  code: string;
  /** First name in the mail's language; a neutral greeting without it. */
  name?: string | null;
  ttlMinutes: number;
}

/** The verification-code message in one language, text and HTML. */
export function renderVerificationCodeMail(input: VerificationCodeMailInput): Omit<OutgoingMail, 'to'> {
  const { locale, purpose } = input;
  const t = (key: string, params?: Record<string, string | number>) => translate(locale, `mail.${key}`, params);
  const greeting = input.name ? t('greeting', { name: input.name }) : t('greetingNoName');
  const body: MailBody = {
    locale,
    title: t(`verificationCode.${purpose}.subject`),
    paragraphs: [greeting, t(`verificationCode.${purpose}.intro`)],
    highlightLabel: t('verificationCode.codeLabel'),
    highlight: input.code,
    after: [
      t('verificationCode.expiry', { minutes: formatNumber(input.ttlMinutes, locale) }),
      t('verificationCode.noShare'),
      t('ignore'),
    ],
  };
  return {
    subject: body.title,
    text: renderMailText(body),
    html: renderMailHtml(body),
    template: `verification-code/${purpose}`,
    locale,
  };
}
