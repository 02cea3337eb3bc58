import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * AWS Signature Version 4 as S3 checks it, written from the specification with node:crypto alone
 * (not with the signing library the adapter uses), so a signing mistake cannot cancel itself out.
 */

export interface SignedRequest {
  method: string;
  /** Path and query exactly as sent (`/bucket/key?X-Amz-…`). */
  url: string;
  /** Lower-case names, as Node's http server gives them. */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export type Verdict = { ok: true } | { ok: false; status: number; code: string; message: string };

const MAX_SKEW_MS = 15 * 60 * 1000;
const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const uriEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
const header = (headers: SignedRequest['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};
const fail = (status: number, code: string, message: string): Verdict => ({ ok: false, status, code, message });

/** `20130524T000000Z` → a Date, or null. */
function parseAmzDate(value: string | undefined): Date | null {
  const m = value?.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)) : null;
}

function canonicalRequest(
  request: SignedRequest,
  signedHeaders: string[],
  payloadHash: string,
  dropSignature: boolean,
): string {
  const [rawPath = '/', rawQuery = ''] = request.url.split(/\?(.*)/s);
  // S3 encodes each path segment once (other services encode twice).
  const path = rawPath
    .split('/')
    .map((segment) => uriEncode(decode(segment)))
    .join('/');
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k = '', v = ''] = pair.split(/=(.*)/s);
      return [uriEncode(decode(k)), uriEncode(decode(v))] as const;
    })
    .filter(([k]) => !(dropSignature && k === 'X-Amz-Signature'))
    .sort(([k1, v1], [k2, v2]) => (k1 < k2 ? -1 : k1 > k2 ? 1 : v1 < v2 ? -1 : v1 > v2 ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signedHeaders
    .map((name) => `${name}:${(header(request.headers, name) ?? '').trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  return [request.method.toUpperCase(), path, query, headers, signedHeaders.join(';'), payloadHash].join('\n');
}

interface Parts {
  credential: string;
  signedHeaders: string;
  signature: string;
  amzDate: string | undefined;
  /** Seconds a presigned URL lives; undefined for header auth. */
  expires: number | undefined;
  payloadHash: string;
  presigned: boolean;
}

function partsOf(request: SignedRequest): Parts | Verdict {
  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  if (query.has('X-Amz-Algorithm')) {
    if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256')
      return fail(400, 'AuthorizationQueryParametersError', 'Unsupported algorithm');
    const expires = Number(query.get('X-Amz-Expires'));
    if (!Number.isInteger(expires) || expires < 1 || expires > 604800)
      return fail(400, 'AuthorizationQueryParametersError', 'X-Amz-Expires must be 1 to 604800');
    return {
      credential: query.get('X-Amz-Credential') ?? '',
      signedHeaders: query.get('X-Amz-SignedHeaders') ?? '',
      signature: query.get('X-Amz-Signature') ?? '',
      amzDate: query.get('X-Amz-Date') ?? undefined,
      expires,
      payloadHash: header(request.headers, 'x-amz-content-sha256') ?? 'UNSIGNED-PAYLOAD',
      presigned: true,
    };
  }
  const authorization = header(request.headers, 'authorization');
  const m = authorization?.match(
    /^AWS4-HMAC-SHA256 Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/,
  );
  if (!m) return fail(403, 'AccessDenied', 'Anonymous or malformed authorization');
  const payloadHash = header(request.headers, 'x-amz-content-sha256');
  if (!payloadHash)
    return fail(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  return {
    credential: m[1]!,
    signedHeaders: m[2]!,
    signature: m[3]!,
    amzDate: header(request.headers, 'x-amz-date'),
    expires: undefined,
    payloadHash,
    presigned: false,
  };
}

/** Checks a request's SigV4 signature, scope, time and payload hash against the credentials. */
export function verifySigV4(request: SignedRequest, credentials: Credentials, now: Date): Verdict {
  const parts = partsOf(request);
  if ('ok' in parts) return parts;
  const [accessKeyId, day, region, service, terminator, extra] = parts.credential.split('/');
  if (accessKeyId !== credentials.accessKeyId)
    return fail(403, 'InvalidAccessKeyId', 'The AWS access key Id you provided does not exist in our records.');
  if (extra !== undefined || service !== 's3' || terminator !== 'aws4_request' || region !== credentials.region) {
    return fail(400, 'AuthorizationHeaderMalformed', 'The credential scope is wrong');
  }
  const signedAt = parseAmzDate(parts.amzDate);
  if (!signedAt || parts.amzDate!.slice(0, 8) !== day)
    return fail(403, 'AccessDenied', 'X-Amz-Date is missing or does not match the scope');
  if (parts.presigned) {
    if (signedAt.getTime() - MAX_SKEW_MS > now.getTime()) return fail(403, 'AccessDenied', 'Request is not valid yet');
    if (signedAt.getTime() + parts.expires! * 1000 < now.getTime())
      return fail(403, 'AccessDenied', 'Request has expired');
  } else if (Math.abs(signedAt.getTime() - now.getTime()) > MAX_SKEW_MS) {
    return fail(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );
  }
  const signedHeaders = parts.signedHeaders.split(';');
  if (!signedHeaders.includes('host')) return fail(403, 'AccessDenied', 'The host header must be signed');
  // S3 refuses x-amz-* headers that ride along unsigned (they could change the request's meaning).
  const unsigned = Object.keys(request.headers).filter(
    (name) => name.startsWith('x-amz-') && !signedHeaders.includes(name),
  );
  if (unsigned.length > 0)
    return fail(
      403,
      'AccessDenied',
      `There were headers present in the request which were not signed: ${unsigned.join(', ')}`,
    );
  if (parts.payloadHash !== 'UNSIGNED-PAYLOAD' && parts.payloadHash !== sha256Hex(request.body)) {
    return fail(
      400,
      'XAmzContentSHA256Mismatch',
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
    );
  }
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    parts.amzDate,
    scope,
    sha256Hex(canonicalRequest(request, signedHeaders, parts.payloadHash, parts.presigned)),
  ].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day!), region!), 's3'), 'aws4_request');
  const expected = hmac(key, stringToSign);
  const given = Buffer.from(parts.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return fail(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  }
  return { ok: true };
}
