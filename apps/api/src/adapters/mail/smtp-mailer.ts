import { insertOutboxMail } from '@manara/db';
import type { Db } from '@manara/db';
import type { Logger, Mailer } from '@manara/domain';
import nodemailer from 'nodemailer';

/** SMTP delivery through nodemailer; every message is also recorded in the outbox with its outcome. */
export function createSmtpMailer(db: Db, logger: Logger, smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      try {
        // Custom headers go out as given (List-Unsubscribe and List-Unsubscribe-Post, decision 0058).
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
        await insertOutboxMail(db, { ...mail, sentAt: new Date() });
      } catch (error) {
        logger.error({ err: error, to: mail.to }, 'smtp delivery failed');
        await insertOutboxMail(db, { ...mail, sentAt: null, error: String((error as Error).message) });
      }
    },
  };
}
