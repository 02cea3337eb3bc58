import type { Database } from '@manara/db';
import type { DomainDeps, Logger } from '@manara/domain';
import { createOutboxMailer } from './adapters/mail/outbox-mailer';
import { createSmtpMailer } from './adapters/mail/smtp-mailer';
import { createDbRateLimiter } from './adapters/rate-limit/db-rate-limiter';
import type { ApiConfig } from './config';

/** Wires the domain's ports to adapters chosen by configuration (DESIGN §5). */
export function createDeps(config: ApiConfig, database: Database, logger: Logger): DomainDeps {
  const mailer = config.smtpUrl
    ? createSmtpMailer(database.db, logger, config.smtpUrl, config.mailFrom)
    : createOutboxMailer(database.db, logger);
  return {
    db: database.db,
    mailer,
    rateLimiter: createDbRateLimiter(database.db),
    logger,
    now: () => new Date(),
    webBaseUrl: config.webBaseUrl,
  };
}
