import { insertOutboxMail } from '@manara/db';
import type { Db } from '@manara/db';
import type { Logger, Mailer } from '@manara/domain';

/** Default mail adapter: stores every message in the outbox table and prints it to the log. */
export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  return {
    async send(mail) {
      await insertOutboxMail(db, { ...mail, sentAt: null });
      logger.info(
        { to: mail.to, subject: mail.subject, text: mail.text, headers: mail.headers },
        'mail stored in outbox',
      );
    },
  };
}
