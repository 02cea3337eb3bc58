import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { compileTrust, normaliseForwardedHeaders } from './forwarded-headers.mjs';

function request(remoteAddress: string, headers: Record<string, string | string[]>): IncomingMessage {
  const socket = { remoteAddress };
  return { socket, connection: socket, headers: { ...headers } } as unknown as IncomingMessage;
}

function normalised(trustSetting: string | undefined, remoteAddress: string, headers: Record<string, string>) {
  const req = request(remoteAddress, headers);
  normaliseForwardedHeaders(req, compileTrust(trustSetting));
  return req.headers;
}

describe('the web server names the client before Next sees the request', () => {
  it('trusting no proxy (the default), a forged X-Forwarded-For is replaced by the socket address', () => {
    for (const setting of [undefined, '', ' , ']) {
      const headers = normalised(setting, '127.0.0.1', {
        'x-forwarded-for': '203.0.113.7',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-port': '443',
        forwarded: 'for=203.0.113.7',
      });
      expect(headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(headers['x-forwarded-proto']).toBeUndefined();
      expect(headers['x-forwarded-host']).toBeUndefined();
      expect(headers['x-forwarded-port']).toBeUndefined();
      expect(headers.forwarded).toBeUndefined();
    }
    expect(normalised(undefined, '198.51.100.4', {})['x-forwarded-for']).toBe('198.51.100.4');
  });

  it('behind a trusted proxy, the client is the nearest address that proxy names', () => {
    const headers = normalised('127.0.0.2', '127.0.0.2', {
      'x-forwarded-for': '203.0.113.7, 198.51.100.9',
      'x-forwarded-proto': 'https, http',
      'x-forwarded-host': 'manara.example',
    });
    expect(headers['x-forwarded-for']).toBe('198.51.100.9');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['x-forwarded-host']).toBe('manara.example');
  });

  it('a client forging a header through the trusted proxy gets only its own address believed', () => {
    // nginx appends the address it saw: "<forged>, <client>".
    const headers = normalised('10.0.0.5', '10.0.0.5', { 'x-forwarded-for': '203.0.113.8, 192.0.2.44' });
    expect(headers['x-forwarded-for']).toBe('192.0.2.44');
    // Several trusted hops (a subnet, proxy-addr's names) are walked through.
    expect(
      normalised('10.0.0.0/8, loopback', '127.0.0.1', { 'x-forwarded-for': '203.0.113.8, 192.0.2.44, 10.1.2.3' })[
        'x-forwarded-for'
      ],
    ).toBe('192.0.2.44');
  });

  it('an untrusted peer cannot use the header at all, even naming a trusted proxy', () => {
    const headers = normalised('10.0.0.5', '192.0.2.44', {
      'x-forwarded-for': '203.0.113.8, 10.0.0.5',
      'x-forwarded-proto': 'https',
    });
    expect(headers['x-forwarded-for']).toBe('192.0.2.44');
    expect(headers['x-forwarded-proto']).toBeUndefined();
  });

  it('claims no address for a socket that has none left', () => {
    const headers = normalised(undefined, '', { 'x-forwarded-for': '203.0.113.7' });
    expect(headers['x-forwarded-for']).toBeUndefined();
  });
});
