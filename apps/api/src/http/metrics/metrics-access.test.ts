import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { metricsAllowed } from './metrics-access';

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as FastifyRequest;

describe('metricsAllowed', () => {
  it('needs the bearer token when one is configured, from anywhere', () => {
    expect(metricsAllowed(request('10.0.0.5', { authorization: 'Bearer s3cret-token' }), 's3cret-token')).toBe(true);
    expect(metricsAllowed(request('127.0.0.1', { authorization: 'Bearer wrong' }), 's3cret-token')).toBe(false);
    expect(metricsAllowed(request('127.0.0.1'), 's3cret-token')).toBe(false);
  });

  it('without a token allows only direct loopback scrapes', () => {
    expect(metricsAllowed(request('127.0.0.1'), undefined)).toBe(true);
    expect(metricsAllowed(request('::1'), undefined)).toBe(true);
    expect(metricsAllowed(request('10.0.0.5'), undefined)).toBe(false);
    expect(metricsAllowed(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }), undefined)).toBe(false);
  });
});
