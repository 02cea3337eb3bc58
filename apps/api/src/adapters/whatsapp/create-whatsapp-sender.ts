import type { Logger, WhatsAppSender } from '@manara/domain';
import { createCloudWhatsAppSender } from './cloud-whatsapp-sender';
import { createOutboxWhatsAppSender } from './outbox-whatsapp-sender';
import type { WhatsAppConfig } from './whatsapp-config';

/**
 * The Cloud API when configured; the outbox in development; in production without keys the channel
 * is off (nothing would reach anyone, so learners are not offered it) unless WHATSAPP_OUTBOX=true.
 */
export function createWhatsAppSender(
  settings: { whatsapp: WhatsAppConfig | undefined; production: boolean; whatsappOutbox: boolean },
  logger: Logger,
): WhatsAppSender | undefined {
  if (settings.whatsapp) return createCloudWhatsAppSender(settings.whatsapp);
  if (!settings.production || settings.whatsappOutbox) return createOutboxWhatsAppSender(logger);
  return undefined;
}
