import { inject } from 'vitest';

export interface WhatsAppOutboxMessage {
  to: string;
  template: string;
  locale: 'AR' | 'EN';
  text: string;
  status: string;
}

/** The newest WhatsApp message of a template to a number, from the API's development outbox (decision 0068). */
export async function latestWhatsApp(to: string, template: string, timeoutMs = 20_000): Promise<WhatsAppOutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${inject('apiUrl')}/dev/whatsapp?to=${encodeURIComponent(to)}`);
    const { items } = (await response.json()) as { items: WhatsAppOutboxMessage[] };
    const message = items.find((item) => item.template === template);
    if (message) return message;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${template} WhatsApp message to ${to}`);
}
