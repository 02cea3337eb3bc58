import { randomUUID } from 'node:crypto';
import type { Logger, WhatsAppSender } from '@manara/domain';

/**
 * The offline WhatsApp channel (decision 0068): nothing leaves the machine; the domain records each
 * message (with its text) as for the real provider, and /dev/whatsapp lists them in development.
 * No provider sends webhooks here, so none is accepted.
 */
export function createOutboxWhatsAppSender(logger: Logger): WhatsAppSender {
  return {
    name: 'outbox',
    async send(message) {
      logger.info(
        { to: message.to, template: message.template, text: message.text },
        'WhatsApp message stored in outbox',
      );
      return { provider: 'outbox', providerMessageId: `outbox.${randomUUID()}` };
    },
    readWebhook: () => null,
    answerHandshake: () => null,
  };
}
