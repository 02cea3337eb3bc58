import {
  insertWhatsAppMessage,
  findWhatsAppMessageByDedupeKey,
  updateWhatsAppMessage,
  type WhatsAppMessageRow,
} from '@manara/db';
import { toLanguage } from '@manara/i18n';
import type { DomainDeps } from '../deps';
import { WhatsAppError, type WhatsAppSender, type WhatsAppTemplateMessage } from '../ports/index';

/**
 * Records a WhatsApp message, sends it and records the answer (decision 0068). A message with a
 * dedupe key already sent is not sent again (a retried job). The provider's refusals are recorded
 * on the row and thrown; `unavailable` leaves the row queued so a retry sends it.
 */
export async function sendWhatsApp(
  deps: DomainDeps & { whatsapp: WhatsAppSender },
  message: WhatsAppTemplateMessage,
  meta: { userId: string; dedupeKey?: string },
): Promise<WhatsAppMessageRow> {
  const now = deps.now();
  const recorded =
    (await insertWhatsAppMessage(deps.db, {
      userId: meta.userId,
      to: message.to,
      template: message.template,
      locale: toLanguage(message.locale),
      params: message.bodyParams,
      text: message.text,
      dedupeKey: meta.dedupeKey ?? null,
      provider: deps.whatsapp.name,
      createdAt: now,
      updatedAt: now,
    })) ?? (meta.dedupeKey ? await findWhatsAppMessageByDedupeKey(deps.db, meta.dedupeKey) : null);
  if (!recorded) throw new Error('WhatsApp message could not be recorded');
  if (recorded.status !== 'queued') return recorded;
  try {
    const receipt = await deps.whatsapp.send(message);
    const sent = { providerMessageId: receipt.providerMessageId, status: 'sent', updatedAt: deps.now() };
    await updateWhatsAppMessage(deps.db, recorded.id, sent);
    return { ...recorded, ...sent };
  } catch (error) {
    if (error instanceof WhatsAppError && error.kind !== 'unavailable')
      await updateWhatsAppMessage(deps.db, recorded.id, {
        status: 'failed',
        errorCode: error.code ?? null,
        errorTitle: error.message.slice(0, 300),
        updatedAt: deps.now(),
      });
    throw error;
  }
}
