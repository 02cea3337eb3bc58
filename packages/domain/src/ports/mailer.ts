import type { Locale } from '@manara/i18n';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  locale: Locale;
}

/** Mail port: the outbox adapter stores and logs; the SMTP adapter delivers (docs/ARCHITECTURE.md). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
