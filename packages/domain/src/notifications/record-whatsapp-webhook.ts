import { normalizeDigits } from '@manara/i18n';
import { advanceWhatsAppMessageStatus, deleteWhatsAppOptIns, listUserIdsByVerifiedPhone } from '@manara/db';
import type { DomainDeps } from '../deps';
import type { WhatsAppStatusUpdate, WhatsAppWebhook } from '../ports/index';

/**
 * What each status may follow: statuses only move forward, so retried or out-of-order webhooks
 * change nothing twice. "failed" may follow "sent" (a number that turns out not to be on
 * WhatsApp) but not "delivered": a message one device received stays delivered.
 */
const FOLLOWS: Record<WhatsAppStatusUpdate['status'], string[]> = {
  sent: ['queued'],
  delivered: ['queued', 'sent'],
  read: ['queued', 'sent', 'delivered'],
  failed: ['queued', 'sent'],
};

/** Replies that switch every WhatsApp message off, in both languages (decision 0068). */
const STOP_WORDS = new Set(['stop', 'unsubscribe', 'ايقاف', 'إيقاف', 'توقف', 'الغاء', 'إلغاء']);
const isStopReply = (text: string) => STOP_WORDS.has(normalizeDigits(text).trim().toLowerCase());

export interface WhatsAppWebhookOutcome {
  statusesApplied: number;
  optedOut: number;
}

/**
 * A verified WhatsApp webhook (decision 0068): moves each named message's status forward and
 * records the provider's error on failures; a STOP reply switches WhatsApp off for every account
 * whose verified phone sent it. Idempotent: a repeated webhook applies nothing new.
 */
export async function recordWhatsAppWebhook(
  deps: DomainDeps,
  webhook: WhatsAppWebhook,
): Promise<WhatsAppWebhookOutcome> {
  let statusesApplied = 0;
  for (const update of webhook.statuses) {
    const applied = await advanceWhatsAppMessageStatus(deps.db, {
      providerMessageId: update.providerMessageId,
      from: FOLLOWS[update.status],
      status: update.status,
      errorCode: update.errorCode,
      errorTitle: update.errorTitle,
      now: deps.now(),
    });
    if (applied) statusesApplied += 1;
  }
  let optedOut = 0;
  for (const reply of webhook.replies.filter((r) => isStopReply(r.text))) {
    for (const userId of await listUserIdsByVerifiedPhone(deps.db, reply.from)) {
      await deleteWhatsAppOptIns(deps.db, userId);
      optedOut += 1;
    }
  }
  return { statusesApplied, optedOut };
}
