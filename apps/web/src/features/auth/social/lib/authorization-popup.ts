/** What the API's socialSignInProviders gives for one provider. */
export interface SocialProviderConfig {
  provider: string;
  clientId: string;
  authorizationEndpoint: string;
  redirectUri: string;
  scope: string;
}

/** The callback page (auth/google/callback) sends this to the opener and on a same-origin channel. */
export interface CallbackMessage {
  type: 'manara-social';
  code: string | null;
  state: string | null;
  error: string | null;
}

export const SOCIAL_CHANNEL = 'manara-social';

export type PopupFailure = 'blocked' | 'cancelled' | 'state';

export class PopupError extends Error {
  constructor(readonly reason: PopupFailure) {
    super(reason);
    this.name = 'PopupError';
  }
}

/** 32 random bytes, base64url: the state (CSRF) and nonce (token replay) of one attempt. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The OpenID Connect authorisation request (code flow) the popup opens. */
export function authorizationUrl(config: SocialProviderConfig, state: string, nonce: string, locale: string): string {
  const url = new URL(config.authorizationEndpoint);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: config.redirectUri,
    response_type: 'code',
    scope: config.scope,
    state,
    nonce,
    prompt: 'select_account',
    hl: locale,
  }).toString();
  return url.toString();
}

/** The code of a callback message for this attempt; throws PopupError when it is another attempt's or a refusal. */
export function codeFromMessage(data: unknown, state: string): string | null {
  const message = data as Partial<CallbackMessage> | null;
  if (!message || message.type !== 'manara-social') return null;
  if (message.state !== state) throw new PopupError('state');
  if (message.error || !message.code) throw new PopupError('cancelled');
  return message.code;
}

export interface PopupAttempt {
  /** The authorisation code and the nonce the ID token must carry. */
  result: Promise<{ code: string; nonce: string }>;
  cancel(): void;
}

const CLOSED_POLL_MS = 500;
/** How long an attempt keeps listening for the callback after the popup seems closed. */
const LISTEN_MS = 10 * 60_000;

/**
 * Opens the provider's sign-in in a popup (call from a click: browsers block it otherwise) and
 * waits for the callback page's message: from `window.opener` or, when the provider's
 * Cross-Origin-Opener-Policy cut that link, a same-origin BroadcastChannel. A cut link also makes
 * `popup.closed` read true while the person is still signing in, so a closed popup only calls
 * `onClosed` (the button resets) and the attempt keeps listening; a new attempt cancels it.
 */
export function openAuthorizationPopup(
  config: SocialProviderConfig,
  locale: string,
  onClosed: () => void,
): PopupAttempt {
  const state = randomToken();
  const nonce = randomToken();
  const width = 500;
  const height = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(
    authorizationUrl(config, state, nonce, locale),
    'manara-social',
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  );

  let cleanup = () => {};
  const result = new Promise<{ code: string; nonce: string }>((resolve, reject) => {
    if (!popup) return reject(new PopupError('blocked'));
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SOCIAL_CHANNEL) : null;
    const settle = (data: unknown) => {
      try {
        const code = codeFromMessage(data, state);
        if (code === null) return;
        cleanup();
        resolve({ code, nonce });
      } catch (error) {
        cleanup();
        reject(error);
      }
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) settle(event.data);
    };
    const onChannel = (event: MessageEvent) => settle(event.data);
    const poll = window.setInterval(() => {
      if (!popup.closed) return;
      window.clearInterval(poll);
      onClosed();
    }, CLOSED_POLL_MS);
    const expiry = window.setTimeout(() => {
      cleanup();
      reject(new PopupError('cancelled'));
    }, LISTEN_MS);
    window.addEventListener('message', onMessage);
    channel?.addEventListener('message', onChannel);
    cleanup = () => {
      window.clearInterval(poll);
      window.clearTimeout(expiry);
      window.removeEventListener('message', onMessage);
      channel?.close();
      cleanup = () => {};
    };
  });
  return {
    result,
    cancel: () => {
      cleanup();
      popup?.close();
    },
  };
}
