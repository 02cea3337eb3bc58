import type { Locale } from '@manara/i18n';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  locale: Locale;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on switchable mail, decision 0058). */
  headers?: Record<string, string>;
}

/** Mail port: the outbox adapter stores and logs; the SMTP adapter delivers (docs/ARCHITECTURE.md). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
