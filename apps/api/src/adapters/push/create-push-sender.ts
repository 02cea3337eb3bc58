import type { Logger, PushSender } from '@manara/domain';
import { parseFcmServiceAccount } from './fcm-service-account';
import { createFcmSender } from './fcm-sender';
import type { PushSettings } from './push-config';
import type { PushEndpointPolicy } from './push-endpoint-policy';
import { resolveVapidKeys } from './vapid-key-file';
import { createWebPushSender } from './web-push-sender';

export interface PushSenderOptions {
  settings: PushSettings;
  dataDir: string;
  webBaseUrl: string;
  logger: Logger;
  /** Stand-ins in tests. */
  fetch?: typeof fetch;
  fcmApiBaseUrl?: string;
  /** Tests only (testing/loopback-stand-ins.ts): production never passes one. */
  endpointPolicy?: PushEndpointPolicy;
}

/** Web Push always (keys generated on first start); FCM only when a service account is configured. */
export function createPushSender(options: PushSenderOptions): PushSender {
  const keys = resolveVapidKeys(options.settings.vapidKeys, options.dataDir);
  const webPush = createWebPushSender({
    keys,
    subject: options.settings.vapidSubject,
    fetch: options.fetch,
    endpointPolicy: options.endpointPolicy,
  });
  const json = options.settings.fcmServiceAccountJson;
  const fcm = json
    ? createFcmSender({
        account: parseFcmServiceAccount(json),
        webBaseUrl: options.webBaseUrl,
        apiBaseUrl: options.fcmApiBaseUrl,
        fetch: options.fetch,
      })
    : null;
  if (!fcm) options.logger.info({}, 'FCM_SERVICE_ACCOUNT_JSON not set: device tokens get no push');
  return {
    vapidPublicKey: keys.publicKey,
    send: async (target, message) => {
      if (target.kind === 'WEBPUSH') return webPush(target, message);
      return fcm ? fcm(target, message) : { status: 'skipped' };
    },
  };
}
