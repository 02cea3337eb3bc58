import { describe, expect, it } from 'vitest';
import { applicationServerKey, sameKey, subscriptionInput } from './push-keys';

// A real VAPID public key: 65 bytes, uncompressed P-256 point (starts with 0x04).
const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

describe('applicationServerKey', () => {
  it('decodes base64url without padding into the key bytes', () => {
    const bytes = applicationServerKey(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).toString('base64url')).toBe(KEY);
  });
});

describe('sameKey', () => {
  it('compares a subscription key with the expected one', () => {
    const bytes = applicationServerKey(KEY);
    expect(sameKey(bytes.slice().buffer, bytes)).toBe(true);
    const other = bytes.slice();
    other[10] = (other[10]! + 1) % 256;
    expect(sameKey(other.buffer, bytes)).toBe(false);
    expect(sameKey(null, bytes)).toBe(false);
  });
});

describe('subscriptionInput', () => {
  it('takes the endpoint and both keys, or nothing when one is missing', () => {
    expect(subscriptionInput({ endpoint: 'https://push.test/1', keys: { p256dh: 'p', auth: 'a' } })).toEqual({
      endpoint: 'https://push.test/1',
      p256dh: 'p',
      auth: 'a',
    });
    expect(subscriptionInput({ endpoint: 'https://push.test/1', keys: { p256dh: 'p' } })).toBeNull();
  });
});
