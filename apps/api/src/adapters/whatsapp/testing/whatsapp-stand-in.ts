import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWhatsAppBody } from '../whatsapp-signature';

/** A template the stand-in's "business account" has approved: its languages and body placeholders. */
export interface StandInTemplate {
  languages: string[];
  params: number;
  /** Authentication templates carry the code again on a copy-code (url) button. */
  codeButton?: boolean;
}

export interface WhatsAppStandInOptions {
  accessToken: string;
  phoneNumberId: string;
  apiVersion: string;
  appSecret: string;
  templates: Record<string, StandInTemplate>;
  /** Numbers (digits, no plus) that are not on WhatsApp: accepted, then a failed status (131026) follows, as Meta does. */
  notOnWhatsApp?: string[];
}

export interface ReceivedTemplate {
  id: string;
  to: string;
  name: string;
  language: string;
  bodyParams: string[];
  buttonParam: string | null;
}

/** What a template message request may hold, as the stand-in reads it (anything may be missing). */
interface TemplateRequest {
  messaging_product?: string;
  type?: string;
  to?: unknown;
  template?: {
    name?: string;
    language?: { code?: string };
    components?: { type?: string; sub_type?: string; parameters?: { text?: unknown }[] }[];
  };
}

const graphError = (code: number, message: string) => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: randomUUID().slice(0, 12) },
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local server that speaks the WhatsApp Business Cloud API as the adapter meets it: POST
 * /{version}/{phone-number-id}/messages with a Bearer token and a template message, answered with
 * `messages[0].id` or Graph's error shape (190 bad token, 132001 unknown template or language,
 * 132000 wrong parameter count). Status webhooks (sent, delivered, or failed 131026) are built as
 * Meta signs them (X-Hub-Signature-256 with the app secret) and posted to `webhookUrl` by `deliverStatuses`.
 */
export async function startWhatsAppStandIn(options: WhatsAppStandInOptions) {
  const received: ReceivedTemplate[] = [];
  const path = `/${options.apiVersion}/${options.phoneNumberId}/messages`;
  const notOnWhatsApp = new Set(options.notOnWhatsApp ?? []);

  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== path)
      return answer(response, 404, graphError(803, 'Unknown path'));
    if (request.headers.authorization !== `Bearer ${options.accessToken}`)
      return answer(response, 401, graphError(190, 'Invalid OAuth access token'));
    let body: TemplateRequest;
    try {
      body = JSON.parse(await readBody(request));
    } catch {
      return answer(response, 400, graphError(100, 'Invalid JSON'));
    }
    if (body.messaging_product !== 'whatsapp' || body.type !== 'template' || !/^\d{6,15}$/.test(String(body.to)))
      return answer(response, 400, graphError(100, 'Invalid parameter'));
    const name = body.template?.name ?? '';
    const template = options.templates[name];
    const language = body.template?.language?.code ?? '';
    if (!template || !template.languages.includes(language))
      return answer(response, 404, graphError(132001, 'Template name does not exist in the translation'));
    const components = body.template?.components ?? [];
    const bodyParams = (components.find((c) => c.type === 'body')?.parameters ?? []).map((p) => p.text);
    const button = components.find((c) => c.type === 'button' && c.sub_type === 'url');
    const buttonText = button?.parameters?.[0]?.text;
    const buttonParam = typeof buttonText === 'string' ? buttonText : null;
    if (bodyParams.length !== template.params || Boolean(template.codeButton) !== (buttonParam !== null))
      return answer(
        response,
        400,
        graphError(132000, 'Number of parameters does not match the expected number of params'),
      );
    const texts = bodyParams.filter((text): text is string => typeof text === 'string');
    if (texts.length !== bodyParams.length || texts.some((text) => /[\n\t]| {5,}/.test(text)))
      return answer(
        response,
        400,
        graphError(132012, 'Parameter format does not match format in the created template'),
      );
    const id = `wamid.${randomUUID().replaceAll('-', '')}`;
    received.push({ id, to: String(body.to), name, language, bodyParams: texts, buttonParam });
    answer(response, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: body.to, wa_id: body.to }],
      messages: [{ id }],
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** A `messages` webhook with these statuses and replies, and its signature. */
  const webhook = (value: { statuses?: unknown[]; messages?: unknown[] }, secret = options.appSecret) => {
    const raw = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA-ID',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '201000000000', phone_number_id: options.phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    });
    return { raw, signature: signWhatsAppBody(raw, secret) };
  };
  const timestamp = () => String(Math.floor(Date.now() / 1000));

  return {
    baseUrl,
    received,
    webhook,
    /** What Meta would report for each message so far: delivered, or failed 131026 for numbers not on WhatsApp. */
    statusesFor: (messages: ReceivedTemplate[]) =>
      webhook({
        statuses: messages.flatMap((m) =>
          notOnWhatsApp.has(m.to)
            ? [
                {
                  id: m.id,
                  status: 'failed',
                  timestamp: timestamp(),
                  recipient_id: m.to,
                  errors: [{ code: 131026, title: 'Message undeliverable' }],
                },
              ]
            : [
                { id: m.id, status: 'sent', timestamp: timestamp(), recipient_id: m.to },
                { id: m.id, status: 'delivered', timestamp: timestamp(), recipient_id: m.to },
              ],
        ),
      }),
    /** A text message a user sent the business number. */
    reply: (from: string, text: string) =>
      webhook({
        messages: [{ from, id: `wamid.${randomUUID()}`, timestamp: timestamp(), type: 'text', text: { body: text } }],
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
