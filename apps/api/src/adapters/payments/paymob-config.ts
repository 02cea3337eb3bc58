/** Paymob settings from the environment; all four keys together switch the real provider on. */
export interface PaymobConfig {
  baseUrl: string;
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  /** Integration ids offered on the unified checkout (test ids with test keys, live with live). */
  integrationIds: number[];
}

const REQUIRED = ['PAYMOB_SECRET_KEY', 'PAYMOB_PUBLIC_KEY', 'PAYMOB_HMAC_SECRET', 'PAYMOB_INTEGRATION_IDS'] as const;
export const DEFAULT_PAYMOB_BASE_URL = 'https://accept.paymob.com';

/**
 * Undefined when no Paymob key is set (the sandbox is used). A partial or malformed setup throws at
 * start-up rather than silently falling back to the sandbox.
 */
export function readPaymobConfig(env: NodeJS.ProcessEnv): PaymobConfig | undefined {
  const present = REQUIRED.filter((name) => env[name]?.trim());
  if (present.length === 0) return undefined;
  const missing = REQUIRED.filter((name) => !present.includes(name));
  if (missing.length > 0) throw new Error(`Paymob is partly configured; missing ${missing.join(', ')}`);
  const integrationIds = env.PAYMOB_INTEGRATION_IDS!.split(',').map((id) => Number(id.trim()));
  if (integrationIds.some((id) => !Number.isSafeInteger(id) || id <= 0)) {
    throw new Error('PAYMOB_INTEGRATION_IDS must be a comma-separated list of integration ids');
  }
  return {
    baseUrl: (env.PAYMOB_BASE_URL?.trim() || DEFAULT_PAYMOB_BASE_URL).replace(/\/+$/, ''),
    secretKey: env.PAYMOB_SECRET_KEY!.trim(),
    publicKey: env.PAYMOB_PUBLIC_KEY!.trim(),
    hmacSecret: env.PAYMOB_HMAC_SECRET!.trim(),
    integrationIds,
  };
}
