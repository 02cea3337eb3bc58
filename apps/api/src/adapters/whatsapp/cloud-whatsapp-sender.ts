import { WhatsAppError, type WhatsAppSender, type WhatsAppTemplateMessage } from '@manara/domain';
import { parseWhatsAppWebhook } from './parse-whatsapp-webhook';
import { isWhatsAppSignatureValid } from './whatsapp-signature';
import type { WhatsAppConfig } from './whatsapp-config';

const TIMEOUT_MS = 10_000;
/** Graph error codes that mean the number cannot get WhatsApp messages. */
const NOT_ON_WHATSAPP = new Set([131026]);
/** The message itself was refused: template missing, paused or disabled, or its parameters wrong. */
const REJECTED = new Set([100, 131008, 131009, 132000, 132001, 132005, 132007, 132012, 132015, 132016]);

/** The body the Cloud API takes for a template message (authentication templates repeat the code on their button). */
export function templateRequestBody(message: WhatsAppTemplateMessage) {
  const components: unknown[] = [
    { type: 'body', parameters: message.bodyParams.map((text) => ({ type: 'text', text })) },
  ];
  if (message.codeButton)
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: message.codeButton }],
    });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to.replace(/^\+/, ''),
    type: 'template',
    template: { name: message.template, language: { code: message.locale }, components },
  };
}

function errorOf(body: unknown): { code: number | undefined; message: string } {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return {
    code: typeof error?.code === 'number' ? error.code : undefined,
    message: typeof error?.message === 'string' ? error.message.slice(0, 200) : 'refused',
  };
}

/** The WhatsApp Business Cloud API (decision 0068): template messages out, signed webhooks in. */
export function createCloudWhatsAppSender(config: WhatsAppConfig): WhatsAppSender {
  const url = `${config.baseUrl}/${config.apiVersion}/${config.phoneNumberId}/messages`;
  return {
    name: 'cloud',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(templateRequestBody(message)),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new WhatsAppError('WhatsApp Cloud API unreachable', 'unavailable');
      }
      const body: unknown = await response.json().catch(() => null);
      if (response.ok) {
        const id = (body as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
        if (typeof id === 'string' && id) return { provider: 'cloud', providerMessageId: id };
        throw new WhatsAppError('WhatsApp Cloud API answered without a message id', 'unavailable');
      }
      const { code, message: reason } = errorOf(body);
      if (code !== undefined && NOT_ON_WHATSAPP.has(code)) throw new WhatsAppError(reason, 'not-on-whatsapp', code);
      if (code !== undefined && REJECTED.has(code)) throw new WhatsAppError(reason, 'template-rejected', code);
      throw new WhatsAppError(reason, 'unavailable', code);
    },
    readWebhook(rawBody, signature) {
      if (!isWhatsAppSignatureValid(rawBody, signature, config.appSecret)) return null;
      try {
        return parseWhatsAppWebhook(JSON.parse(rawBody));
      } catch {
        return null;
      }
    },
    answerHandshake(query) {
      const ok = query['hub.mode'] === 'subscribe' && query['hub.verify_token'] === config.verifyToken;
      return ok && query['hub.challenge'] ? query['hub.challenge'] : null;
    },
  };
}
