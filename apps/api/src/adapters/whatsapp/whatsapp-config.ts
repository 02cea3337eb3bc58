/** WhatsApp Business Cloud API settings (decision 0068); all four keys together switch it on. */
export interface WhatsAppConfig {
  baseUrl: string;
  apiVersion: string;
  accessToken: string;
  phoneNumberId: string;
  /** The Meta app's secret: webhooks are signed with it (X-Hub-Signature-256). */
  appSecret: string;
  /** What we told Meta to send back when it subscribes the webhook. */
  verifyToken: string;
}

const REQUIRED = [
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;
export const DEFAULT_WHATSAPP_BASE_URL = 'https://graph.facebook.com';
export const DEFAULT_WHATSAPP_API_VERSION = 'v23.0';

/** Undefined when no key is set; a partial setup throws at start-up rather than silently sending nothing. */
export function readWhatsAppConfig(env: NodeJS.ProcessEnv): WhatsAppConfig | undefined {
  const present = REQUIRED.filter((name) => env[name]?.trim());
  if (present.length === 0) return undefined;
  const missing = REQUIRED.filter((name) => !present.includes(name));
  if (missing.length > 0) throw new Error(`WhatsApp is partly configured; missing ${missing.join(', ')}`);
  const apiVersion = env.WHATSAPP_API_VERSION?.trim() || DEFAULT_WHATSAPP_API_VERSION;
  if (!/^v\d+\.\d+$/.test(apiVersion)) throw new Error('WHATSAPP_API_VERSION must look like v23.0');
  return {
    baseUrl: (env.WHATSAPP_BASE_URL?.trim() || DEFAULT_WHATSAPP_BASE_URL).replace(/\/+$/, ''),
    apiVersion,
    accessToken: env.WHATSAPP_ACCESS_TOKEN!.trim(),
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!.trim(),
    appSecret: env.WHATSAPP_APP_SECRET!.trim(),
    verifyToken: env.WHATSAPP_VERIFY_TOKEN!.trim(),
  };
}
