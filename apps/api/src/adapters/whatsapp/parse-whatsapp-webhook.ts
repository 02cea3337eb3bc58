import type { WhatsAppWebhook } from '@manara/domain';
import { z } from 'zod';

// Only what we use of the Cloud API's `messages` webhook; everything else passes through unread.
const statusSchema = z.object({
  id: z.string().min(1),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  errors: z.array(z.object({ code: z.number().int(), title: z.string().optional() })).optional(),
});
const messageSchema = z.object({
  from: z.string().regex(/^\d{6,15}$/),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
});
const webhookSchema = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z
            .object({
              statuses: z.array(z.unknown()).optional(),
              messages: z.array(z.unknown()).optional(),
            })
            .passthrough(),
        }),
      ),
    }),
  ),
});

/**
 * The statuses and text replies of a `whatsapp_business_account` webhook; null when the body is
 * not one. A status of a kind we do not know (e.g. "deleted") is skipped rather than failing the rest.
 */
export function parseWhatsAppWebhook(body: unknown): WhatsAppWebhook | null {
  const parsed = webhookSchema.safeParse(body);
  if (!parsed.success) return null;
  const result: WhatsAppWebhook = { statuses: [], replies: [] };
  for (const change of parsed.data.entry.flatMap((entry) => entry.changes)) {
    if (change.field !== 'messages') continue;
    for (const raw of change.value.statuses ?? []) {
      const status = statusSchema.safeParse(raw);
      if (!status.success) continue;
      const error = status.data.errors?.[0];
      result.statuses.push({
        providerMessageId: status.data.id,
        status: status.data.status,
        errorCode: error?.code ?? null,
        errorTitle: error?.title?.slice(0, 300) ?? null,
      });
    }
    for (const raw of change.value.messages ?? []) {
      const message = messageSchema.safeParse(raw);
      if (message.success && message.data.type === 'text' && message.data.text)
        result.replies.push({ from: `+${message.data.from}`, text: message.data.text.body });
    }
  }
  return result;
}
