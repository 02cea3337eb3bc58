import { translate, type Locale } from '@manara/i18n';
import type { WhatsAppTemplateMessage } from '../ports/index';
import type { OrderNews } from './order-news';
import type { WhatsAppEvent } from './whatsapp-events';

/**
 * The approved templates the platform sends (decision 0068; their texts for approval are in
 * docs/providers.md). Each event has its own utility template with three placeholders: the
 * recipient's first name, the notification's text and its link.
 */
export const WHATSAPP_TEMPLATES = {
  code: 'manara_verification_code',
  purchaseReceipt: 'manara_purchase_receipt',
  refund: 'manara_refund',
  liveSessionReminder: 'manara_live_session_reminder',
  certificateIssued: 'manara_certificate_issued',
  kioskReference: 'manara_kiosk_reference',
} as const satisfies Record<WhatsAppEvent | OrderNews | 'code', string>;

// Template parameters may not hold new lines, tabs or more than four spaces in a row (Cloud API).
const asParam = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The authentication template carrying a phone verification code (with its copy-code button). */
export function codeWhatsAppMessage(
  to: string,
  code: string,
  locale: Locale,
  minutes: number,
): WhatsAppTemplateMessage {
  return {
    to,
    template: WHATSAPP_TEMPLATES.code,
    locale,
    bodyParams: [code],
    codeButton: code,
    text: translate(locale, 'notifications.whatsapp.code', { code, minutes }),
  };
}

/** An event's utility template: "Hello {{1}}, {{2}} {{3}}" in the recipient's language. */
export function eventWhatsAppMessage(
  to: string,
  event: WhatsAppEvent | OrderNews,
  locale: Locale,
  content: { name: string; text: string; link: string },
): WhatsAppTemplateMessage {
  const name = asParam(content.name) || translate(locale, 'notifications.whatsapp.noName');
  const text = asParam(content.text);
  return {
    to,
    template: WHATSAPP_TEMPLATES[event],
    locale,
    bodyParams: [name, text, content.link],
    text: translate(locale, 'notifications.whatsapp.event', { name, text, link: content.link }),
  };
}
