import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SocialTokenError } from '@manara/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOidcDiscovery } from './oidc-discovery';

// A local issuer whose discovery answer each test sets.
let server: Server;
let issuer = '';
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let requests = 0;

beforeAll(async () => {
  server = createServer((_req, res) => {
    requests += 1;
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const documentFor = (iss: string) => ({
  issuer: iss,
  authorization_endpoint: `${iss}/authorize`,
  token_endpoint: `${iss}/token`,
  jwks_uri: `${iss}/certs`,
});

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof SocialTokenError ? error.reason : 'other';
  }
}

describe('createOidcDiscovery', () => {
  it('reads the endpoints once and keeps them', async () => {
    answer = { status: 200, body: documentFor(issuer) };
    requests = 0;
    const discover = createOidcDiscovery(issuer);
    expect(await discover()).toEqual({
      issuer,
      authorizationEndpoint: `${issuer}/authorize`,
      tokenEndpoint: `${issuer}/token`,
      jwksUri: `${issuer}/certs`,
    });
    await discover();
    expect(requests).toBe(1);
  });

  it('refuses a document that names another issuer', async () => {
    answer = { status: 200, body: documentFor('https://evil.example') };
    expect(await failure(createOidcDiscovery(issuer)())).toBe('unavailable');
  });

  it('does not keep a failure: the next call asks again', async () => {
    answer = { status: 503, body: { error: 'down' } };
    const discover = createOidcDiscovery(issuer);
    expect(await failure(discover())).toBe('unavailable');
    answer = { status: 200, body: documentFor(issuer) };
    expect(await failure(discover())).toBe('ok');
  });

  it('reports an unreachable issuer or a document without endpoints as unavailable', async () => {
    expect(await failure(createOidcDiscovery('http://127.0.0.1:1')())).toBe('unavailable');
    answer = { status: 200, body: { issuer } };
    expect(await failure(createOidcDiscovery(issuer)())).toBe('unavailable');
  });
});
