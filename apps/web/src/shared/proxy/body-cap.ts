/**
 * How many request-body bytes the same-origin proxy lets through to the API for a path: the
 * API's own limit there, so the web never carries what the API would refuse. The body is
 * streamed, never held (a 200 MB POST once grew the web by 750 MB before the API said 413).
 */
const MB = 1024 * 1024;
/** The API's bodyLimit (apps/api/src/server.ts): GraphQL, payment callbacks, sandbox forms. */
export const API_BODY_LIMIT = 1 * MB;
/** The largest upload model (COURSE_VIDEO in packages/domain/src/files/upload-models.ts). */
export const LARGEST_UPLOAD = 2048 * MB - 1;

/**
 * One request of a resumable upload (`/uploads/tus…`, decision 0062) carries one chunk: the
 * studio sends 8 MiB chunks; the API's tus server holds the upload to its granted size.
 */
export const RESUMABLE_CHUNK_LIMIT = 64 * MB;

/**
 * `/uploads/<key>?max=…` carries its own limit, signed by the API (decision 0015): the proxy
 * takes it as given, up to the largest model's, and the API checks the signature and the bytes.
 */
export function bodyCap(apiPath: string, search: string): number {
  if (apiPath === '/uploads/tus' || apiPath.startsWith('/uploads/tus/')) return RESUMABLE_CHUNK_LIMIT;
  if (!apiPath.startsWith('/uploads/')) return API_BODY_LIMIT;
  const max = new URLSearchParams(search).get('max') ?? '';
  return /^\d{1,15}$/.test(max) ? Math.min(Number(max), LARGEST_UPLOAD) : 0;
}

/** The declared length is over the cap: refuse before reading a byte. */
export function declaredTooLarge(request: Request, cap: number): boolean {
  const declared = request.headers.get('content-length');
  return declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > cap;
}

export class BodyTooLarge extends Error {}

/** The body as a stream that fails with BodyTooLarge once more than `cap` bytes have passed. */
export function cappedBody(body: ReadableStream<Uint8Array>, cap: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > cap) controller.error(new BodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}
