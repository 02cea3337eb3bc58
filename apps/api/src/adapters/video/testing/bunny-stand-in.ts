import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bunnyTusSignature, bunnyWebhookSignature } from '../../resumable-uploads/bunny-signatures';
import type { BunnyStreamConfig } from '../bunny-config';

/** What the stand-in keeps of a video besides its status. */
export interface StandInVideo {
  title: string;
  /** Bytes received by tus so far, and the length its creation announced (null before). */
  bytes: Buffer;
  uploadLength: number | null;
  /** Seconds, once encoded. */
  length: number;
  thumbnailFileName: string | null;
}

export interface BunnyStandIn {
  config: BunnyStreamConfig;
  /** Stream API status per video id; unknown ids answer 404 like Bunny. */
  statuses: Map<string, number>;
  videos: Map<string, StandInVideo>;
  /** Paths asked for, in order. */
  requests: string[];
  /** Answer every following request with this HTTP status; null behaves again. */
  failWith(status: number | null): void;
  /**
   * Bunny's encoder finishing (or failing) a fully uploaded video: the API status becomes 4
   * Finished with its length and thumbnail (or 5 Error), and the webhook (Status 3, or 5) is
   * posted, signed with the read-only key (`signWith` forges it), to `webhookUrl`. Answers the
   * webhook's HTTP status.
   */
  finishEncoding(
    videoId: string,
    outcome: { lengthSeconds: number } | { failed: true },
    signWith?: string,
  ): Promise<number>;
  webhookUrl: string | null;
  close(): Promise<void>;
}

const TUS_HEADERS = { 'tus-resumable': '1.0.0' };

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** `key base64,key base64` → an object (tus Upload-Metadata). */
function metadataOf(header: string | undefined): Record<string, string> {
  const entries = (header ?? '').split(',').filter(Boolean);
  return Object.fromEntries(
    entries.map((entry) => {
      const [key = '', value = ''] = entry.trim().split(' ');
      return [key, Buffer.from(value, 'base64').toString('utf8')];
    }),
  );
}

/** The API's environment that points Bunny Stream at the stand-in, wired as in production. */
export function bunnyEnv(standIn: BunnyStandIn): Record<string, string> {
  return {
    BUNNY_LIBRARY_ID: standIn.config.libraryId,
    BUNNY_API_KEY: standIn.config.apiKey,
    BUNNY_TOKEN_KEY: standIn.config.tokenKey,
    BUNNY_READ_ONLY_API_KEY: standIn.config.readOnlyApiKey!,
    BUNNY_API_BASE_URL: standIn.config.apiBaseUrl,
    BUNNY_CDN_HOST: 'vz-test.b-cdn.net',
  };
}

/**
 * A local HTTP server speaking Bunny Stream's protocol (docs/providers.md): the Stream API
 * (`POST /library/{lib}/videos` to create, `GET` and `DELETE /library/{lib}/videos/{id}`, all
 * checking AccessKey) and the presigned tus endpoint (`/tusupload`: creation, HEAD, PATCH), which
 * checks AuthorizationSignature = sha256(library id + API key + expiry + video id), the expiry and
 * the `filetype` and `title` metadata, answering 401 otherwise. Encoding is finished by the test
 * (`finishEncoding`), which posts the signed webhook.
 */
export async function startBunnyStandIn(
  libraryId = '759',
  apiKey = 'library-api-key',
  tokenKey = 'token-auth-key',
  readOnlyApiKey = 'library-read-only-key',
): Promise<BunnyStandIn> {
  const statuses = new Map<string, number>();
  const videos = new Map<string, StandInVideo>();
  /** tus upload id → video id. */
  const uploads = new Map<string, string>();
  const requests: string[] = [];
  let failure: number | null = null;

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(body === null ? undefined : JSON.stringify(body));
  };
  const videoJson = (guid: string) => {
    const video = videos.get(guid);
    const status = statuses.get(guid)!;
    return {
      guid,
      videoLibraryId: Number(libraryId),
      title: video?.title ?? guid,
      status,
      length: video?.length ?? 0,
      storageSize: video?.bytes.length ?? 0,
      thumbnailFileName: video?.thumbnailFileName ?? null,
      encodeProgress: status === 4 ? 100 : 40,
      availableResolutions: '360p',
    };
  };

  /** The presigned upload's headers, or null (→ 401) when they do not hold. */
  const authorisedVideo = (request: IncomingMessage): string | null => {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : '';
    };
    const videoId = header('videoid');
    const expires = Number(header('authorizationexpire'));
    if (header('libraryid') !== libraryId || !videos.has(videoId)) return null;
    if (!Number.isInteger(expires) || expires * 1000 < Date.now()) return null;
    return header('authorizationsignature') === bunnyTusSignature(libraryId, apiKey, expires, videoId) ? videoId : null;
  };

  const tus = async (request: IncomingMessage, response: ServerResponse, uploadId: string | undefined) => {
    const videoId = authorisedVideo(request);
    if (!videoId) return send(response, 401, { message: 'Unauthorized' }, TUS_HEADERS);
    const video = videos.get(videoId)!;
    if (request.method === 'POST' && !uploadId) {
      const metadata = metadataOf(request.headers['upload-metadata'] as string | undefined);
      const length = Number(request.headers['upload-length']);
      if (!metadata.filetype || !metadata.title || !Number.isInteger(length))
        return send(response, 400, { message: 'filetype and title metadata, and Upload-Length, are required' });
      const id = randomUUID().replace(/-/g, '');
      uploads.set(id, videoId);
      video.uploadLength = length;
      video.bytes = Buffer.alloc(0);
      const host = request.headers.host;
      return send(response, 201, null, { ...TUS_HEADERS, location: `http://${host}/tusupload/${id}` });
    }
    if (!uploadId || uploads.get(uploadId) !== videoId)
      return send(response, 404, { message: 'Not found' }, TUS_HEADERS);
    const offsetHeaders = {
      ...TUS_HEADERS,
      'upload-offset': String(video.bytes.length),
      'upload-length': String(video.uploadLength),
      'cache-control': 'no-store',
    };
    if (request.method === 'HEAD') return send(response, 200, null, offsetHeaders);
    if (request.method !== 'PATCH') return send(response, 405, { message: 'Method not allowed' });
    if (Number(request.headers['upload-offset']) !== video.bytes.length)
      return send(response, 409, { message: 'Offset mismatch' }, offsetHeaders);
    video.bytes = Buffer.concat([video.bytes, await readBody(request)]);
    // The last byte hands the video to the encoder: 1 Uploaded.
    if (video.bytes.length === video.uploadLength) statuses.set(videoId, 1);
    return send(response, 204, null, { ...TUS_HEADERS, 'upload-offset': String(video.bytes.length) });
  };

  const api = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    if (request.headers.accesskey !== apiKey) return send(response, 401, { message: 'Unauthorized' });
    const match = path.match(/^\/library\/([^/]+)\/videos(?:\/([^/?]+))?$/);
    if (!match || match[1] !== libraryId) return send(response, 404, { message: 'Not found' });
    const guid = match[2] ? decodeURIComponent(match[2]) : undefined;
    if (!guid && request.method === 'POST') {
      const body = JSON.parse((await readBody(request)).toString('utf8') || '{}') as { title?: string };
      if (!body.title) return send(response, 400, { message: 'title is required' });
      const id = randomUUID();
      statuses.set(id, 0);
      videos.set(id, {
        title: body.title,
        bytes: Buffer.alloc(0),
        uploadLength: null,
        length: 0,
        thumbnailFileName: null,
      });
      return send(response, 200, videoJson(id));
    }
    if (!guid || !statuses.has(guid)) return send(response, 404, { message: 'Video not found' });
    if (request.method === 'DELETE') {
      statuses.delete(guid);
      videos.delete(guid);
      return send(response, 200, { success: true, message: 'OK', statusCode: 200 });
    }
    return send(response, 200, videoJson(guid));
  };

  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]!;
    requests.push(request.url ?? '');
    if (failure) return send(response, failure, { message: 'failure' });
    const tusMatch = path.match(/^\/tusupload(?:\/([0-9a-f]+))?$/);
    const handled = tusMatch ? tus(request, response, tusMatch[1]) : api(request, response, path);
    handled.catch((error: unknown) => send(response, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: BunnyStandIn = {
    config: {
      libraryId,
      apiKey,
      tokenKey,
      readOnlyApiKey,
      cdnHost: undefined,
      apiBaseUrl: baseUrl,
      embedBaseUrl: 'https://iframe.mediadelivery.net',
    },
    statuses,
    videos,
    requests,
    failWith: (status) => void (failure = status),
    webhookUrl: null,
    async finishEncoding(videoId, outcome, signWith = readOnlyApiKey) {
      const video = videos.get(videoId);
      if (!video || video.uploadLength === null || video.bytes.length !== video.uploadLength)
        throw new Error(`video ${videoId} is not fully uploaded`);
      const failed = 'failed' in outcome;
      statuses.set(videoId, failed ? 5 : 4);
      if (!failed) {
        video.length = outcome.lengthSeconds;
        video.thumbnailFileName = 'thumbnail.jpg';
      }
      if (!standIn.webhookUrl) return 0;
      const body = JSON.stringify({ VideoLibraryId: Number(libraryId), VideoGuid: videoId, Status: failed ? 5 : 3 });
      const answer = await fetch(standIn.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-bunnystream-signature': bunnyWebhookSignature(body, signWith),
          'x-bunnystream-signature-version': 'v1',
          'x-bunnystream-signature-algorithm': 'hmac-sha256',
        },
        body,
      });
      await answer.body?.cancel();
      return answer.status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
