import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { listen, readBody, type StandIn } from './listen';

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291). */
export function newBrowserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}
export type BrowserKeys = ReturnType<typeof newBrowserKeys>;

const b64 = (s: string) => Buffer.from(s, 'base64url');

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292): ES256 signature by k, audience, expiry, subject. */
export function checkVapid(header: string | undefined, audience: string, expectedKey: string): { sub: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`bad Authorization header: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== expectedKey) throw new Error('VAPID key is not the one the subscription was made with');
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const point = b64(key);
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  if (
    !verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, b64(signature))
  )
    throw new Error('VAPID JWT signature invalid');
  const header_ = JSON.parse(b64(head).toString()) as { alg: string };
  if (header_.alg !== 'ES256') throw new Error('VAPID JWT must be ES256');
  const body = JSON.parse(b64(claims).toString()) as { aud: string; exp: number; sub: string };
  const now = Date.now() / 1000;
  if (body.aud !== audience) throw new Error(`VAPID aud ${body.aud} is not ${audience}`);
  if (!(body.exp > now && body.exp <= now + 24 * 3600)) throw new Error('VAPID exp must be within 24 hours');
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error('VAPID sub must be mailto: or https:');
  return { sub: body.sub };
}

/** Decrypts an aes128gcm Web Push body (RFC 8188 + RFC 8291) with the browser's keys. */
export function decryptPushBody(body: Buffer, browser: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, b64(browser.keys.auth), keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const plain = Buffer.concat([decipher.update(cipherText.subarray(0, cipherText.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by optional zero padding.
  const end = plain.lastIndexOf(2);
  return plain.subarray(0, end).toString('utf8');
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  payload: { title: string; body: string; url: string };
}

/**
 * A push service: POST /push/<id> checks the VAPID JWT against `vapidPublicKey` and the encryption
 * headers, decrypts the payload with that subscription's keys, and answers 201; ids registered as
 * gone answer 410, as failing answer 503. A failed check answers 400 with the reason.
 */
export async function startPushServiceStandIn(vapidPublicKey: string) {
  const subscriptions = new Map<string, BrowserKeys>();
  const gone = new Set<string>();
  const failing = new Set<string>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  let standIn: StandIn | null = null;
  standIn = await listen(async (req, res) => {
    const id = (req.url ?? '').replace(/^\/push\//, '');
    const body = await readBody(req);
    if (gone.has(id)) return void res.writeHead(410).end('Gone: push subscription has unsubscribed or expired.');
    if (failing.has(id)) return void res.writeHead(503).end('try later');
    try {
      const browser = subscriptions.get(id);
      if (req.method !== 'POST' || !browser) throw new Error(`unknown subscription ${id}`);
      checkVapid(req.headers.authorization, standIn!.url, vapidPublicKey);
      if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('Content-Encoding must be aes128gcm');
      if (req.headers['content-type'] !== 'application/octet-stream')
        throw new Error('Content-Type must be application/octet-stream');
      if (!/^\d+$/.test(String(req.headers.ttl))) throw new Error('TTL header missing');
      if (body.readUInt32BE(16) < 18 || body.readUInt8(20) !== 65)
        throw new Error('aes128gcm header (rs, keyid) malformed');
      received.push({ path: req.url ?? '', headers: req.headers, payload: JSON.parse(decryptPushBody(body, browser)) });
      res.writeHead(201).end();
    } catch (error) {
      rejected.push(error instanceof Error ? error.message : String(error));
      res.writeHead(400).end(String(error));
    }
  });
  const url = standIn.url;
  return {
    url,
    received,
    rejected,
    /** A new browser subscription at this push service. */
    subscribe(id: string) {
      const browser = newBrowserKeys();
      subscriptions.set(id, browser);
      return { endpoint: `${url}/push/${id}`, keys: browser.keys };
    },
    expire: (id: string) => gone.add(id),
    fail: (id: string) => failing.add(id),
    recover: (id: string) => failing.delete(id),
    close: () => standIn!.close(),
  };
}
