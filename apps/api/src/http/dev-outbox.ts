import { listOutboxMail, listWhatsAppMessages, type Db } from '@manara/db';
import type { FastifyInstance } from 'fastify';

/** Development only: the mail and WhatsApp outboxes as JSON, so people and e2e tests can read verification codes. */
export function registerDevOutbox(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: { to?: string } }>('/dev/outbox', async (request) => {
    const mails = await listOutboxMail(db, { to: request.query.to, limit: 20 });
    return {
      items: mails.map(({ to, subject, text, template, headers, createdAt }) => ({
        to,
        subject,
        text,
        template,
        headers,
        createdAt,
      })),
    };
  });
  app.get<{ Querystring: { to?: string } }>('/dev/whatsapp', async (request) => {
    const messages = await listWhatsAppMessages(db, { to: request.query.to, limit: 20 });
    return {
      items: messages.map(({ to, template, locale, text, status, provider, createdAt }) => ({
        to,
        template,
        locale,
        text,
        status,
        provider,
        createdAt,
      })),
    };
  });
}
