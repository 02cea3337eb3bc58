import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { graphql } from './graphql';
import { request } from './request';
import {
  clearGraphQLFailures,
  GraphQLRequestError,
  recentGraphQLFailures,
  setGraphQLErrorHook,
} from './request-errors';

const Me = graphql(`
  query me {
    me {
      code
      message
      success
    }
  }
`);
const Unknown = graphql(`
  query notAnOperation {
    me {
      code
    }
  }
`);

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubEnv('API_URL', 'http://api.test');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  clearGraphQLFailures();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  setGraphQLErrorHook(null);
});

describe('request', () => {
  it('posts the named operation with the web headers and returns envelope failures as data', async () => {
    const envelope = { code: 'UNAUTHENTICATED', message: 'Please log in first.', success: false };
    fetchMock.mockResolvedValue(json({ data: { me: envelope } }));
    const result = await request(Me, {}, { locale: 'en', cookie: 'manara_session=abc' });
    expect(result.me).toEqual(envelope);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      'accept-language': 'en',
      'x-manara-client': 'web',
      cookie: 'manara_session=abc',
    });
    const body = JSON.parse(String(init?.body));
    expect(body.operationName).toBe('me');
    expect(body.query).toContain('query me');
    expect(recentGraphQLFailures()).toEqual([]);
  });

  it('fails on a non-OK status with the first server message, or a generic one', async () => {
    fetchMock.mockResolvedValueOnce(json({ errors: [{ message: 'Bad gateway upstream' }] }, 502));
    await expect(request(Me)).rejects.toMatchObject({
      name: 'GraphQLRequestError',
      status: 502,
      message: 'Bad gateway upstream',
    });
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 500 }));
    await expect(request(Me)).rejects.toThrow('GraphQL request failed with status 500');
    expect(recentGraphQLFailures()).toEqual([
      { kind: 'http', operationType: 'query', operationName: 'me', status: 502, messages: ['Bad gateway upstream'] },
      { kind: 'http', operationType: 'query', operationName: 'me', status: 500, messages: [] },
    ]);
  });

  it('fails when the response carries GraphQL errors', async () => {
    fetchMock.mockResolvedValue(
      json({ data: null, errors: [{ message: 'Cannot query field "x"' }, { message: 'second' }] }),
    );
    const error = await request(Me).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({
      kind: 'graphql',
      status: 200,
      message: 'Cannot query field "x"',
      messages: ['Cannot query field "x"', 'second'],
    });
  });

  it('refuses an operation name that is not a root field, without calling the API', async () => {
    await expect(request(Unknown)).rejects.toThrow('Invalid GraphQL Operation');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('runs the registered error hook with the error before throwing', async () => {
    const hook = vi.fn();
    setGraphQLErrorHook(hook);
    fetchMock.mockResolvedValue(json({ errors: [{ message: 'nope' }] }, 400));
    await expect(request(Me)).rejects.toThrow('nope');
    expect(hook).toHaveBeenCalledTimes(1);
    expect(hook.mock.calls[0]![0]).toMatchObject({ operationName: 'me', status: 400, messages: ['nope'] });
  });

  it('turns a network failure into a recorded network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const error = (await request(Me).catch((e: unknown) => e)) as GraphQLRequestError;
    expect(error.isNetworkError).toBe(true);
    expect(error.status).toBe(0);
    expect(recentGraphQLFailures()).toHaveLength(1);
  });

  it('keeps only the last 20 failures', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 503 }));
    for (let i = 0; i < 25; i++) await request(Me).catch(() => {});
    expect(recentGraphQLFailures()).toHaveLength(20);
  });
});

describe('the web client’s documents', () => {
  it('each name the root field it selects first, so the helper sends every one of them', async () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../../trusted-documents.json', import.meta.url), 'utf8'),
    ) as Record<string, { name: string; document: string }>;
    const entries = Object.values(manifest);
    expect(entries.length).toBeGreaterThan(50);
    for (const { name, document } of entries) {
      fetchMock.mockResolvedValueOnce(json({ data: { [name]: null } }));
      await expect(request(graphql(document) as never, {} as never).then(() => name)).resolves.toBe(name);
    }
    expect(fetchMock).toHaveBeenCalledTimes(entries.length);
  });
});
