/** Where a push goes: a Web Push subscription (endpoint + keys) or an FCM registration token. */
export type PushTarget =
  { kind: 'WEBPUSH'; endpoint: string; keys: { p256dh: string; auth: string } } | { kind: 'FCM'; token: string };

/** What a device shows; `url` is site-relative and opened on click. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** Replaces an undelivered earlier copy of the same message (Web Push `Topic`, ≤ 32 URL-safe chars). */
  topic?: string;
}

/**
 * `sent`; `gone`: the service says the target no longer exists (404/410, FCM UNREGISTERED) and it
 * should be forgotten; `failed`: anything else, `retry` when trying later may help (429, 5xx, network);
 * `skipped`: no sender is configured for this kind of target (FCM without a service account).
 */
export type PushOutcome =
  { status: 'sent' } | { status: 'gone' } | { status: 'skipped' } | { status: 'failed'; retry: boolean; error: string };

/** Push port (docs/product/community.md): Web Push with VAPID, FCM HTTP v1 for device tokens when configured. */
export interface PushSender {
  /** The VAPID public key browsers subscribe with (base64url), or null when Web Push is off. */
  readonly vapidPublicKey: string | null;
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}
