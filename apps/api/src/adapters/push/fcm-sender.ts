import type { PushMessage, PushOutcome, PushTarget } from '@manara/domain';
import { createAccessTokenSource } from './fcm-access-token';
import type { FcmServiceAccount } from './fcm-service-account';
import { outcomeOfNetworkError, outcomeOfStatus } from './http-outcome';

export interface FcmOptions {
  account: FcmServiceAccount;
  /** Absolute base for the site-relative URLs in messages (FCM wants an https link). */
  webBaseUrl: string;
  /** https://fcm.googleapis.com unless a stand-in is used. */
  apiBaseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

type FcmTarget = Extract<PushTarget, { kind: 'FCM' }>;

interface FcmErrorBody {
  error?: { status?: string; details?: Array<{ '@type'?: string; errorCode?: string }> };
}

/** FCM says the token is dead: UNREGISTERED, or INVALID_ARGUMENT about the token itself (FcmError, not BadRequest). */
function tokenIsGone(status: number, body: FcmErrorBody): boolean {
  if (status === 404) return true;
  const codes = (body.error?.details ?? [])
    .filter((d) => d['@type']?.endsWith('google.firebase.fcm.v1.FcmError'))
    .map((d) => d.errorCode);
  return codes.includes('UNREGISTERED') || (status === 400 && codes.includes('INVALID_ARGUMENT'));
}

/** FCM HTTP v1 `messages:send` for device tokens (mobile apps, and FCM-registered browsers). */
export function createFcmSender(options: FcmOptions) {
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const tokens = createAccessTokenSource(options.account, send, timeoutMs);
  const endpoint = `${options.apiBaseUrl ?? 'https://fcm.googleapis.com'}/v1/projects/${encodeURIComponent(options.account.projectId)}/messages:send`;
  return async (target: FcmTarget, message: PushMessage): Promise<PushOutcome> => {
    const link = new URL(message.url, options.webBaseUrl).toString();
    try {
      const response = await send(endpoint, {
        method: 'POST',
        headers: { authorization: `Bearer ${await tokens.get()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: {
            token: target.token,
            notification: { title: message.title, body: message.body },
            data: { url: link },
            webpush: { fcm_options: { link } },
          },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.ok) return { status: 'sent' };
      const text = await response.text().catch(() => '');
      const body = (() => {
        try {
          return JSON.parse(text) as FcmErrorBody;
        } catch {
          return {};
        }
      })();
      if (tokenIsGone(response.status, body)) return { status: 'gone' };
      if (response.status === 401) {
        tokens.forget();
        return { status: 'failed', retry: true, error: 'HTTP 401: access token refused' };
      }
      return outcomeOfStatus(response.status, text);
    } catch (error) {
      return outcomeOfNetworkError(error);
    }
  };
}
