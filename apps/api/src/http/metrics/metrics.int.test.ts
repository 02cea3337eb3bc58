import { insertJob } from '@manara/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const scrape = async (headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: '/metrics', headers });

describe('/metrics', () => {
  it('counts requests by route pattern and status, GraphQL operations by name, and due jobs', async () => {
    await server.gql('query CategoriesForMetrics { categories { code } }');
    await server.gql('{ __typename }');
    await server.app.inject({ method: 'GET', url: '/healthz' });
    await insertJob(server.database.db, { kind: 'test', payload: {}, runAt: new Date(Date.now() - 1000) });

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(/manara_http_requests_total\{method="POST",route="\/graphql",status="200"\} 2/);
    expect(text).toMatch(/manara_http_requests_total\{method="GET",route="\/healthz",status="200"\} 1/);
    expect(text).toMatch(/manara_http_request_duration_seconds_count\{method="POST",route="\/graphql"\} 2/);
    expect(text).toMatch(/manara_graphql_operations_total\{operation="CategoriesForMetrics"\} 1/);
    expect(text).toMatch(/manara_graphql_operations_total\{operation="anonymous"\} 1/);
    expect(text).toMatch(/manara_jobs_due 1/);
    expect(text).toContain('manara_process_resident_memory_bytes');
  });

  it('is hidden from requests that came through a proxy when no token is configured', async () => {
    const response = await scrape({ 'x-forwarded-for': '203.0.113.5' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('manara_');
  });
});
