import type { PushMessage, PushOutcome, PushTarget } from '@manara/domain';
import webpush from 'web-push';
import { outcomeOfNetworkError, outcomeOfStatus } from './http-outcome';
import type { VapidKeys } from './push-config';
import { checkPushEndpoint, PUSH_SERVICES_ONLY, type PushEndpointPolicy } from './push-endpoint-policy';

export interface WebPushOptions {
  keys: VapidKeys;
  subject: string;
  /** Seconds a push service keeps an undelivered message. */
  ttlSeconds?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Where sends may go; PUSH_SERVICES_ONLY unless a test passes its stand-ins' policy. */
  endpointPolicy?: PushEndpointPolicy;
}

type WebPushTarget = Extract<PushTarget, { kind: 'WEBPUSH' }>;

/**
 * Web Push (RFC 8030/8291/8292): `web-push` builds the request (VAPID JWT, aes128gcm payload);
 * we send it ourselves, so timeouts and the mapping of answers stay ours.
 */
export function createWebPushSender(options: WebPushOptions) {
  const send = options.fetch ?? fetch;
  const policy = options.endpointPolicy ?? PUSH_SERVICES_ONLY;
  return async (target: WebPushTarget, message: PushMessage): Promise<PushOutcome> => {
    const check = await checkPushEndpoint(target.endpoint, policy);
    // Not a push service: never will be, so the subscription goes. A push service host resolving
    // to a private address is refused without a retry.
    if (!check.ok && check.reason === 'not-a-push-service') return { status: 'gone' };
    if (!check.ok) return { status: 'failed', retry: false, error: 'push endpoint resolves to a private address' };
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: target.keys },
        JSON.stringify({ title: message.title, body: message.body, url: message.url }),
        {
          vapidDetails: {
            subject: options.subject,
            publicKey: options.keys.publicKey,
            privateKey: options.keys.privateKey,
          },
          TTL: options.ttlSeconds ?? 7 * 24 * 3600,
          contentEncoding: 'aes128gcm',
          ...(message.topic ? { topic: message.topic } : {}),
        },
      );
    } catch (error) {
      // Keys that cannot be encrypted to now never will be: not worth retrying.
      return { status: 'failed', retry: false, error: error instanceof Error ? error.message : String(error) };
    }
    try {
      const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
      delete headers['Content-Length'];
      const response = await send(request.endpoint, {
        method: request.method,
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        // A redirect could lead anywhere; push services answer directly.
        redirect: 'manual',
      });
      return outcomeOfStatus(response.status, response.ok ? '' : await response.text().catch(() => ''));
    } catch (error) {
      return outcomeOfNetworkError(error);
    }
  };
}
