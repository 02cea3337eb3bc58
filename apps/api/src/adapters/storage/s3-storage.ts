import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { StoragePort } from '@manara/domain';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from './s3-config';

/** SigV4's timestamp form: 20260121T101500Z. */
const amzDate = (date: Date) => date.toISOString().replace(/[:-]|\.\d{3}/g, '');

/** Where a key's bytes live: uploads land under `private/`, publishing copies them to `public/`. */
type Area = 'private' | 'public';

export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    operation: string,
  ) {
    super(`S3 ${operation} failed: ${status} ${code}`);
  }
}

async function errorOf(response: Response, operation: string): Promise<S3Error> {
  const text = await response.text().catch(() => '');
  return new S3Error(response.status, text.match(/<Code>([^<]+)<\/Code>/)?.[1] ?? 'Unknown', operation);
}

/** `bytes 0-4095/12345` → 12345. */
const totalOf = (contentRange: string | null) => Number(contentRange?.match(/\/(\d+)$/)?.[1] ?? Number.NaN);

/**
 * S3-compatible object storage (AWS S3, MinIO, Cloudflare R2 …), path-style, signed with AWS
 * Signature V4. The bucket stays private: browsers PUT uploads through presigned URLs, and public
 * objects are served by the API's `/media` and `/img` routes reading through `readPublic`.
 */
export function createS3Storage(config: S3Config): StoragePort {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
    retries: 2,
  });
  const pathOf = (area: Area, key: string) =>
    `/${config.bucket}/${area}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const urlOf = (area: Area, key: string) => `${config.endpoint}${pathOf(area, key)}`;
  const send = (method: string, area: Area, key: string, headers: Record<string, string> = {}) =>
    client.fetch(urlOf(area, key), { method, headers });

  /** Size and first bytes of one area's object, or null when it holds none. */
  const inspectIn = async (area: Area, key: string, headBytes: number) => {
    const response = await send('GET', area, key, { range: `bytes=0-${headBytes - 1}` });
    if (response.status === 404) return (await response.body?.cancel(), null);
    // An empty object has no byte 0 to range over.
    if (response.status === 416) return (await response.body?.cancel(), { size: 0, head: new Uint8Array() });
    if (!response.ok) throw await errorOf(response, 'GetObject');
    const head = new Uint8Array(await response.arrayBuffer());
    const size = response.status === 206 ? totalOf(response.headers.get('content-range')) : head.length;
    return { size, head: head.subarray(0, headBytes) };
  };

  const exists = async (area: Area, key: string) => {
    const response = await send('HEAD', area, key);
    if (response.status === 404) return false;
    if (!response.ok) throw new S3Error(response.status, 'HeadObject', 'HeadObject');
    return true;
  };

  const read = async (area: Area, key: string) => {
    const response = await send('GET', area, key);
    if (response.status === 404) return (await response.body?.cancel(), null);
    if (!response.ok || !response.body) throw await errorOf(response, 'GetObject');
    return {
      size: Number(response.headers.get('content-length')),
      etag: response.headers.get('etag') ?? `"${key}"`,
      body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
    };
  };
  const remove = async (area: Area, key: string) => {
    const response = await send('DELETE', area, key);
    if (!response.ok && response.status !== 404) throw await errorOf(response, 'DeleteObject');
  };

  return {
    name: 's3',

    async createUploadTarget(key, { expiresInSeconds, now }) {
      // `If-None-Match: *` is signed into the URL, so the link writes the object once and the
      // bytes `uploadFile` checked cannot be swapped afterwards. S3 cannot cap a presigned PUT's
      // size, so `uploadFile` refuses (and deletes) anything over the model's limit.
      const url = new URL(urlOf('private', key));
      url.searchParams.set('X-Amz-Expires', String(expiresInSeconds));
      const signed = await client.sign(url.toString(), {
        method: 'PUT',
        headers: { 'if-none-match': '*' },
        aws: { signQuery: true, datetime: amzDate(now) },
      });
      return {
        url: signed.url,
        method: 'PUT',
        headers: { 'if-none-match': '*', 'content-type': 'application/octet-stream' },
        expiresAt: new Date(now.getTime() + expiresInSeconds * 1000),
      };
    },

    async inspect(key, headBytes) {
      return (await inspectIn('private', key, headBytes)) ?? (await inspectIn('public', key, headBytes));
    },

    async publish(key) {
      // Published once: a later upload through a still-valid link can only recreate the private
      // copy, never replace what is public.
      if (!(await exists('public', key))) {
        const source = pathOf('private', key);
        const response = await send('PUT', 'public', key, { 'x-amz-copy-source': source });
        const text = await response.text();
        if (response.status === 404) return;
        // S3 may answer a failed copy with 200 and an <Error> body.
        if (!response.ok || text.includes('<Error>'))
          throw new S3Error(response.status, text.match(/<Code>([^<]+)<\/Code>/)?.[1] ?? 'Unknown', 'CopyObject');
      }
      await remove('private', key);
    },

    async write(key, bytes, contentType) {
      const response = await client.fetch(urlOf('private', key), {
        method: 'PUT',
        headers: { 'content-type': contentType },
        body: new Uint8Array(bytes),
      });
      if (!response.ok) throw await errorOf(response, 'PutObject');
      await response.body?.cancel();
    },

    readPublic: (key) => read('public', key),

    readPrivate: (key) => read('private', key),

    async remove(key) {
      await Promise.all([remove('private', key), remove('public', key)]);
    },
  };
}
