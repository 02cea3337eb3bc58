/** A base64url VAPID key as the bytes `pushManager.subscribe` wants. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this key (a changed server key orphans old subscriptions). */
export function sameKey(current: ArrayBuffer | null | undefined, expected: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === expected.length && bytes.every((b, i) => b === expected[i]);
}

/** The fields the API stores from `PushSubscription.toJSON()`. */
export function subscriptionInput(
  json: PushSubscriptionJSON,
): { endpoint: string; p256dh: string; auth: string } | null {
  const { endpoint, keys } = json;
  return endpoint && keys?.p256dh && keys.auth ? { endpoint, p256dh: keys.p256dh, auth: keys.auth } : null;
}
