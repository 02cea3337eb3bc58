import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('media routes in the API', () => {
  it('are registered with their JSON errors', async () => {
    const missing = await server.app.inject({ method: 'GET', url: '/media/content/missing-for-sure.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'No media under this key' });
    const badWidth = await server.app.inject({ method: 'GET', url: '/img/content/missing-for-sure.webp?w=5' });
    expect(badWidth.statusCode).toBe(400);
    expect(badWidth.json().code).toBe('VALIDATION_FAILED');
    expect(badWidth.headers['x-content-type-options']).toBe('nosniff');
  });
});
