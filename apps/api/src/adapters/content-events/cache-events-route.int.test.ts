import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PROXY_SECRET } from '../payments/testing/test-sandbox';
import { createPgContentEvents } from './pg-content-events';
import { PROXY_SECRET_HEADER } from '../../security/forwarded-client';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
let base: string;

beforeAll(async () => {
  server = await createTestServer();
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

/** Reads the event stream until `count` data lines arrived. */
async function readEvents(body: ReadableStream<Uint8Array>, count: number): Promise<string[]> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const events = () => [...text.matchAll(/^data: (.*)$/gm)].map((m) => m[1]!);
  while (events().length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return events();
}

describe('GET /internal/cache-events', () => {
  it('is not there for anyone but our web servers', async () => {
    const response = await fetch(`${base}/internal/cache-events`);
    expect(response.status).toBe(404);
    const forged = await fetch(`${base}/internal/cache-events`, { headers: { [PROXY_SECRET_HEADER]: 'guess' } });
    expect(forged.status).toBe(404);
  });

  it("streams each committed change's cache tags to every connected web copy", async () => {
    const open = () =>
      fetch(`${base}/internal/cache-events`, { headers: { [PROXY_SECRET_HEADER]: TEST_PROXY_SECRET } });
    const [first, second] = await Promise.all([open(), open()]);
    expect(first.headers.get('content-type')).toBe('text/event-stream');
    const reading = Promise.all([readEvents(first.body!, 2), readEvents(second.body!, 2)]);
    await server.deps.contentEvents!.publish(['program:1', 'programs']);
    // Inside a transaction the notice waits for the commit; a rolled-back one never arrives.
    await server.deps.db
      .transaction(async (tx) => {
        await createPgContentEvents(tx).publish(['rolled-back']);
        throw new Error('roll back');
      })
      .catch(() => {});
    await server.deps.contentEvents!.publish(['home']);
    const [a, b] = await reading;
    expect(a).toEqual([JSON.stringify({ tags: ['program:1', 'programs'] }), JSON.stringify({ tags: ['home'] })]);
    expect(b).toEqual(a);
  });
});
