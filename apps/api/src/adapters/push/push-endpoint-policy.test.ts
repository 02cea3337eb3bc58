import { describe, expect, it } from 'vitest';
import { checkPushEndpoint, isPublicAddress, PUSH_SERVICES_ONLY } from './push-endpoint-policy';

describe('isPublicAddress', () => {
  it.each(['142.250.74.10', '8.8.8.8', '2a00:1450:4001:82a::200a', '17.253.144.10'])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '127.9.9.9',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    'not an address',
  ])('%s is not', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('checkPushEndpoint', () => {
  const resolvingTo =
    (...addresses: string[]) =>
    async () =>
      addresses;

  it('passes a push service resolving to public addresses only', async () => {
    const policy = { ...PUSH_SERVICES_ONLY, resolve: resolvingTo('142.250.74.10', '2a00:1450:4001:82a::200a') };
    expect(await checkPushEndpoint('https://fcm.googleapis.com/fcm/send/x', policy)).toEqual({ ok: true });
  });

  it('refuses other hosts before resolving them, and a push service resolving to any private address', async () => {
    const policy = { ...PUSH_SERVICES_ONLY, resolve: resolvingTo('142.250.74.10', '10.0.0.7') };
    expect(await checkPushEndpoint('https://127.0.0.1:18443/push', policy)).toEqual({
      ok: false,
      reason: 'not-a-push-service',
    });
    expect(await checkPushEndpoint('not a url', policy)).toEqual({ ok: false, reason: 'not-a-push-service' });
    expect(await checkPushEndpoint('https://fcm.googleapis.com/fcm/send/x', policy)).toEqual({
      ok: false,
      reason: 'private-address',
    });
    const none = { ...PUSH_SERVICES_ONLY, resolve: resolvingTo() };
    expect(await checkPushEndpoint('https://fcm.googleapis.com/fcm/send/x', none)).toMatchObject({ ok: false });
  });
});
