import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Config } from '../s3-config';
import { verifySigV4 } from './sigv4-verify';

export interface StoredS3Object {
  body: Buffer;
  etag: string;
}

export interface S3StandIn {
  config: S3Config;
  /** Objects by key inside the bucket (`private/files/…`). */
  objects: Map<string, StoredS3Object>;
  /** Method, path and how each request was signed, in order. */
  requests: Array<{ method: string; path: string; auth: 'header' | 'query' }>;
  close(): Promise<void>;
}

export interface S3StandInOptions {
  bucket?: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** The server's clock (signatures are checked against it). */
  now?: () => Date;
}

const xmlEscape = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function sendError(response: ServerResponse, status: number, code: string, message: string, head = false) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`,
  );
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `bytes=a-b` / `bytes=a-` of an object of `size` bytes, or null when it cannot be satisfied. */
function rangeOf(value: string, size: number): { start: number; end: number } | null {
  const m = value.match(/^bytes=(\d+)-(\d*)$/);
  if (!m) return null;
  const start = Number(m[1]);
  const end = Math.min(m[2] ? Number(m[2]) : size - 1, size - 1);
  return start < size && start <= end ? { start, end } : null;
}

/**
 * A local S3-compatible server, path-style (`/<bucket>/<key>`), objects in memory. It checks every
 * request's Signature V4 (Authorization header or presigned query) like S3 and answers S3's XML
 * errors, so a wrongly signed request fails here as it would there. Supports PutObject (with
 * `If-None-Match: *`), CopyObject, GetObject (with Range), HeadObject and DeleteObject.
 */
export async function startS3StandIn(options: S3StandInOptions = {}): Promise<S3StandIn> {
  const credentials = {
    accessKeyId: options.accessKeyId ?? 'AKIDMANARATEST',
    secretAccessKey: options.secretAccessKey ?? 'manara-test-secret-access-key',
    region: options.region ?? 'eu-central-1',
  };
  const bucket = options.bucket ?? 'manara-test';
  const now = options.now ?? (() => new Date());
  const objects = new Map<string, StoredS3Object>();
  const requests: S3StandIn['requests'] = [];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET';
    const url = request.url ?? '/';
    const body = await readBody(request);
    const head = method === 'HEAD';
    const path = url.split('?')[0]!;
    requests.push({ method, path, auth: url.includes('X-Amz-Signature=') ? 'query' : 'header' });
    const verdict = verifySigV4({ method, url, headers: request.headers, body }, credentials, now());
    if (!verdict.ok) return sendError(response, verdict.status, verdict.code, verdict.message, head);

    const [, bucketName, ...rest] = path.split('/');
    if (bucketName !== bucket)
      return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist', head);
    const key = decodeURIComponent(rest.join('/'));
    if (!key) return sendError(response, 400, 'InvalidRequest', 'Bucket operations are not supported here', head);
    const stored = objects.get(key);

    if (method === 'PUT') {
      if (request.headers['if-none-match'] === '*' && stored)
        return sendError(
          response,
          412,
          'PreconditionFailed',
          'At least one of the pre-conditions you specified did not hold',
        );
      const copySource = request.headers['x-amz-copy-source'];
      let content = body;
      if (typeof copySource === 'string') {
        const [sourceBucket, ...sourceKey] = decodeURIComponent(copySource).replace(/^\//, '').split('/');
        const source = sourceBucket === bucket ? objects.get(sourceKey.join('/')) : undefined;
        if (!source) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
        content = source.body;
      }
      const etag = `"${createHash('md5').update(content).digest('hex')}"`;
      objects.set(key, { body: content, etag });
      if (typeof copySource === 'string') {
        response.writeHead(200, { 'content-type': 'application/xml' });
        return response.end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<CopyObjectResult><ETag>${xmlEscape(etag)}</ETag></CopyObjectResult>`,
        );
      }
      response.writeHead(200, { etag });
      return response.end();
    }
    if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    if (method === 'GET' || head) {
      if (!stored) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', head);
      const size = stored.body.length;
      const asked = request.headers.range;
      if (asked) {
        const range = rangeOf(asked, size);
        if (!range) return sendError(response, 416, 'InvalidRange', 'The requested range is not satisfiable', head);
        const part = stored.body.subarray(range.start, range.end + 1);
        response.writeHead(206, {
          etag: stored.etag,
          'content-length': part.length,
          'content-range': `bytes ${range.start}-${range.end}/${size}`,
        });
        return response.end(head ? undefined : part);
      }
      response.writeHead(200, {
        etag: stored.etag,
        'content-length': size,
        'content-type': 'application/octet-stream',
      });
      return response.end(head ? undefined : stored.body);
    }
    return sendError(response, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => sendError(response, 500, 'InternalError', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    config: { endpoint, bucket, ...credentials },
    objects,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
