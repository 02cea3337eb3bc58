import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BunnyStreamConfig } from '../bunny-config';

export interface BunnyStandIn {
  config: BunnyStreamConfig;
  /** Stream API status per video id; unknown ids answer 404 like Bunny. */
  statuses: Map<string, number>;
  /** Paths asked for, in order. */
  requests: string[];
  /** Answer every following request with this HTTP status; null behaves again. */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

/** A local HTTP server that answers `GET /library/{lib}/videos/{id}` like the Bunny Stream API, checking AccessKey. */
export async function startBunnyStandIn(
  libraryId = '759',
  apiKey = 'library-api-key',
  tokenKey = 'token-auth-key',
): Promise<BunnyStandIn> {
  const statuses = new Map<string, number>();
  const requests: string[] = [];
  let failure: number | null = null;
  const server = createServer((request, response) => {
    const path = request.url ?? '';
    requests.push(path);
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (failure) return send(failure, { message: 'failure' });
    if (request.headers.accesskey !== apiKey) return send(401, { message: 'Unauthorized' });
    const match = path.match(/^\/library\/([^/]+)\/videos\/([^/?]+)$/);
    const status = match && match[1] === libraryId ? statuses.get(decodeURIComponent(match[2]!)) : undefined;
    if (status === undefined) return send(404, { message: 'Video not found' });
    return send(200, {
      guid: match![2],
      videoLibraryId: Number(libraryId),
      status,
      encodeProgress: status === 4 ? 100 : 40,
      availableResolutions: '360p',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    config: {
      libraryId,
      apiKey,
      tokenKey,
      cdnHost: undefined,
      apiBaseUrl: baseUrl,
      embedBaseUrl: 'https://iframe.mediadelivery.net',
    },
    statuses,
    requests,
    failWith: (status) => void (failure = status),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
