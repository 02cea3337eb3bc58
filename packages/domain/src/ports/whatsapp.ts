import type { Locale } from '@manara/i18n';

/**
 * WhatsApp port (decision 0068): the WhatsApp Business Cloud API when configured, an outbox in
 * development. Business-started messages must be approved templates, so a message is a template's
 * name, its language and the values of its placeholders.
 */
export interface WhatsAppTemplateMessage {
  /** E.164, with the plus. */
  to: string;
  template: string;
  locale: Locale;
  /** The body's {{1}}, {{2}} … in order. */
  bodyParams: string[];
  /** An authentication template's code again, for its copy-code button. */
  codeButton?: string;
  /** The message as it reads, kept by the outbox (the provider renders its own copy of the template). */
  text: string;
}

export interface WhatsAppSendReceipt {
  provider: 'cloud' | 'outbox';
  /** The provider's message id (wamid.…), which its status webhooks name. */
  providerMessageId: string;
}

/** A status webhook's news about one message. */
export interface WhatsAppStatusUpdate {
  providerMessageId: string;
  status: 'sent' | 'delivered' | 'read' | 'failed';
  errorCode: number | null;
  errorTitle: string | null;
}

/** A message a user sent us (only its text matters: STOP switches WhatsApp off). */
export interface WhatsAppReply {
  /** E.164, with the plus. */
  from: string;
  text: string;
}

export interface WhatsAppWebhook {
  statuses: WhatsAppStatusUpdate[];
  replies: WhatsAppReply[];
}

/** Thrown by send: `not-on-whatsapp`, `template-rejected` (missing, paused, wrong parameters) or `unavailable` (retry later). */
export class WhatsAppError extends Error {
  constructor(
    message: string,
    readonly kind: 'not-on-whatsapp' | 'template-rejected' | 'unavailable',
    readonly code?: number,
  ) {
    super(message);
    this.name = 'WhatsAppError';
  }
}

export interface WhatsAppSender {
  readonly name: 'cloud' | 'outbox';
  send(message: WhatsAppTemplateMessage): Promise<WhatsAppSendReceipt>;
  /** A POSTed webhook: its raw body and X-Hub-Signature-256 header; null when the signature is missing or wrong. */
  readWebhook(rawBody: string, signature: string | undefined): WhatsAppWebhook | null;
  /** The subscription handshake (GET with hub.mode, hub.verify_token, hub.challenge): the challenge to echo, or null. */
  answerHandshake(query: Record<string, string | undefined>): string | null;
}
