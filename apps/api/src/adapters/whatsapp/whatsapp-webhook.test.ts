import { describe, expect, it } from 'vitest';
import { parseWhatsAppWebhook } from './parse-whatsapp-webhook';
import { readWhatsAppConfig } from './whatsapp-config';
import { isWhatsAppSignatureValid, signWhatsAppBody } from './whatsapp-signature';

const change = (value: Record<string, unknown>, field = 'messages') => ({
  object: 'whatsapp_business_account',
  entry: [{ id: '1', changes: [{ field, value: { messaging_product: 'whatsapp', ...value } }] }],
});

describe('parseWhatsAppWebhook', () => {
  it('reads statuses with their first error, and text replies with a plus on the number', () => {
    const parsed = parseWhatsAppWebhook(
      change({
        statuses: [
          { id: 'wamid.A', status: 'delivered', timestamp: '1', recipient_id: '2010' },
          { id: 'wamid.B', status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] },
          { id: 'wamid.C', status: 'deleted' },
        ],
        messages: [
          { from: '201012345678', id: 'm1', type: 'text', text: { body: 'STOP' } },
          { from: '201012345678', id: 'm2', type: 'image', image: { id: 'x' } },
        ],
      }),
    );
    expect(parsed).toEqual({
      statuses: [
        { providerMessageId: 'wamid.A', status: 'delivered', errorCode: null, errorTitle: null },
        { providerMessageId: 'wamid.B', status: 'failed', errorCode: 131026, errorTitle: 'Message undeliverable' },
      ],
      replies: [{ from: '+201012345678', text: 'STOP' }],
    });
  });

  it('ignores other fields and refuses bodies that are not WhatsApp webhooks', () => {
    expect(parseWhatsAppWebhook(change({ statuses: [{ id: 'x', status: 'read' }] }, 'account_update'))).toEqual({
      statuses: [],
      replies: [],
    });
    expect(parseWhatsAppWebhook({ object: 'page', entry: [] })).toBeNull();
    expect(parseWhatsAppWebhook('nope')).toBeNull();
  });
});

describe('X-Hub-Signature-256', () => {
  it('accepts the app secret’s HMAC of the exact bytes only', () => {
    const body = JSON.stringify(change({ statuses: [] }));
    const signature = signWhatsAppBody(body, 'secret');
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(isWhatsAppSignatureValid(body, signature, 'secret')).toBe(true);
    expect(isWhatsAppSignatureValid(`${body} `, signature, 'secret')).toBe(false);
    expect(isWhatsAppSignatureValid(body, signature, 'other')).toBe(false);
    expect(isWhatsAppSignatureValid(body, undefined, 'secret')).toBe(false);
    expect(isWhatsAppSignatureValid(body, 'sha256=00', 'secret')).toBe(false);
  });
});

describe('readWhatsAppConfig', () => {
  const full = {
    WHATSAPP_ACCESS_TOKEN: 't',
    WHATSAPP_PHONE_NUMBER_ID: '1',
    WHATSAPP_APP_SECRET: 's',
    WHATSAPP_VERIFY_TOKEN: 'v',
  };
  it('is off without keys, on with all four, and stops the start on a partial setup', () => {
    expect(readWhatsAppConfig({})).toBeUndefined();
    expect(readWhatsAppConfig(full)).toMatchObject({ baseUrl: 'https://graph.facebook.com', apiVersion: 'v23.0' });
    expect(() => readWhatsAppConfig({ WHATSAPP_ACCESS_TOKEN: 't' })).toThrow(/missing WHATSAPP_PHONE_NUMBER_ID/);
    expect(() => readWhatsAppConfig({ ...full, WHATSAPP_API_VERSION: '23' })).toThrow(/v23\.0/);
  });
});
