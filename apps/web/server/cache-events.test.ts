import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { subscribeToCacheEvents } from './cache-events.mjs';

const SECRET = 'a'.repeat(64);
const cleanups: Array<() => void | Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A stand-in for the API's event stream: checks the secret, and lets the test send and hang up. */
async function standIn() {
  const streams: ServerResponse[] = [];
  let connections = 0;
  const server = createServer((request, response) => {
    connections += 1;
    if (request.url !== '/internal/cache-events' || request.headers['x-manara-proxy-secret'] !== SECRET) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.write(': connected\n\n');
    streams.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections: () => connections,
    streams,
    send: (text: string) => streams.forEach((s) => s.write(text)),
    hangUp: () => streams.splice(0).forEach((s) => s.destroy()),
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('subscribeToCacheEvents', () => {
  it('hands over each event’s tags, whatever the chunking, and skips heartbeats and bad events', async () => {
    const api = await standIn();
    const received: string[][] = [];
    const errors: unknown[] = [];
    cleanups.push(
      subscribeToCacheEvents({
        apiUrl: api.url,
        secret: SECRET,
        onTags: (tags) => void received.push(tags),
        onError: (error) => void errors.push(error),
      }),
    );
    await until(() => api.streams.length === 1);
    api.send(': heartbeat\n\ndata: {"tags":["program:1","programs"]}\n\ndata: {"ta');
    api.send('gs":["home"]}\n\ndata: not json\n\n');
    await until(() => received.length === 2);
    expect(received).toEqual([['program:1', 'programs'], ['home']]);
    await until(() => errors.length === 1);
  });

  it('opens the stream again after the API hangs up, and stops when told', async () => {
    const api = await standIn();
    const received: string[][] = [];
    const stop = subscribeToCacheEvents({
      apiUrl: api.url,
      secret: SECRET,
      retryMs: 20,
      onTags: (tags) => void received.push(tags),
    });
    await until(() => api.streams.length === 1);
    api.hangUp();
    await until(() => api.streams.length === 1);
    api.send('data: {"tags":["search"]}\n\n');
    await until(() => received.length === 1);
    stop();
    const seen = api.connections();
    api.hangUp();
    await new Promise((r) => setTimeout(r, 100));
    expect(api.connections()).toBe(seen);
  });

  it('keeps trying with a wrong secret instead of crashing the server', async () => {
    const api = await standIn();
    const errors: unknown[] = [];
    cleanups.push(
      subscribeToCacheEvents({
        apiUrl: api.url,
        secret: 'wrong',
        retryMs: 10,
        onTags: () => {},
        onError: (e) => void errors.push(e),
      }),
    );
    await until(() => api.connections() >= 3);
    expect(String(errors[0])).toMatch(/404/);
  });
});
