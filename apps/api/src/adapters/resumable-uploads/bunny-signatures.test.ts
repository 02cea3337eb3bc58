import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bunnyTusSignature, bunnyWebhookSignature, isBunnyWebhookSigned } from './bunny-signatures';

describe('Bunny Stream signatures', () => {
  it('signs a tus upload as SHA-256 of library id, API key, expiry and video id', () => {
    const signature = bunnyTusSignature('759', 'api-key', 1_800_000_000, 'a1b2');
    expect(signature).toBe(createHash('sha256').update('759api-key1800000000a1b2').digest('hex'));
    expect(signature).not.toBe(bunnyTusSignature('759', 'api-key', 1_800_000_001, 'a1b2'));
    expect(signature).not.toBe(bunnyTusSignature('759', 'api-key', 1_800_000_000, 'a1b3'));
  });

  it('accepts a webhook signed over its exact bytes with the read-only key, and nothing else', () => {
    const body = '{"VideoLibraryId":759,"VideoGuid":"a1b2","Status":3}';
    const signature = bunnyWebhookSignature(body, 'read-only');
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(isBunnyWebhookSigned(body, signature, 'read-only')).toBe(true);
    expect(isBunnyWebhookSigned(body, signature.toUpperCase(), 'read-only')).toBe(true);
    expect(isBunnyWebhookSigned(body.replace('3}', '5}'), signature, 'read-only')).toBe(false);
    expect(isBunnyWebhookSigned(body, signature, 'api-key')).toBe(false);
    expect(isBunnyWebhookSigned(body, undefined, 'read-only')).toBe(false);
    expect(isBunnyWebhookSigned(body, 'abc', 'read-only')).toBe(false);
  });
});
