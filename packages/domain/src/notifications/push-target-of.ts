import type { PushTarget } from '../ports/index';

interface DeviceTokenLike {
  kind: 'FCM' | 'WEBPUSH';
  token: string;
  keys: { p256dh: string; auth: string } | null;
}

/** A stored device token as a push target; a Web Push row without keys cannot be encrypted to. */
export function pushTargetOf(row: DeviceTokenLike): PushTarget | null {
  if (row.kind === 'FCM') return { kind: 'FCM', token: row.token };
  return row.keys ? { kind: 'WEBPUSH', endpoint: row.token, keys: row.keys } : null;
}
