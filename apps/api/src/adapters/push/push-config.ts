export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface PushSettings {
  /** VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY; unset → generated on first start and kept in the data directory. */
  vapidKeys: VapidKeys | undefined;
  /** VAPID_SUBJECT: a mailto: or https: contact for push services. */
  vapidSubject: string;
  /** FCM_SERVICE_ACCOUNT_JSON: the service account's JSON (or a path to it); unset → FCM tokens are not sent to. */
  fcmServiceAccountJson: string | undefined;
}

export function readPushConfig(env: NodeJS.ProcessEnv, webBaseUrl: string): PushSettings {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim();
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!!publicKey !== !!privateKey) throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  // Push services want a contact; an https web origin is accepted, a plain-http one is not.
  const fallbackSubject = webBaseUrl.startsWith('https://') ? webBaseUrl : 'mailto:push@manara.test';
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    vapidSubject: env.VAPID_SUBJECT || fallbackSubject,
    fcmServiceAccountJson: env.FCM_SERVICE_ACCOUNT_JSON || undefined,
  };
}
