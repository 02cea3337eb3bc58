import type { PaymentMethod } from '@manara/domain';

/** Integration ids per payment method (decision 0065): Paymob has one integration for each. */
export type PaymobIntegrationIds = Partial<Record<PaymentMethod, number[]>>;

/** Paymob settings from the environment; the three keys and at least one integration switch the real provider on. */
export interface PaymobConfig {
  baseUrl: string;
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  /** The methods offered and each one's integration ids (test ids with test keys, live with live). */
  integrationIds: PaymobIntegrationIds;
}

const KEYS = ['PAYMOB_SECRET_KEY', 'PAYMOB_PUBLIC_KEY', 'PAYMOB_HMAC_SECRET'] as const;
/**
 * Each variable holds one id or a comma-separated list (e.g. valU and another lender under
 * instalments). PAYMOB_INTEGRATION_IDS, from before methods were chosen, still means card.
 */
const METHOD_VARIABLES: ReadonlyArray<readonly [string, PaymentMethod]> = [
  ['PAYMOB_INTEGRATION_IDS', 'CARD'],
  ['PAYMOB_CARD_INTEGRATION_ID', 'CARD'],
  ['PAYMOB_WALLET_INTEGRATION_ID', 'WALLET'],
  ['PAYMOB_KIOSK_INTEGRATION_ID', 'KIOSK'],
  ['PAYMOB_VALU_INTEGRATION_ID', 'INSTALMENTS'],
];
export const DEFAULT_PAYMOB_BASE_URL = 'https://accept.paymob.com';

function readIds(name: string, value: string): number[] {
  const ids = value.split(',').map((id) => Number(id.trim()));
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0))
    throw new Error(`${name} must be an integration id or a comma-separated list of them`);
  return ids;
}

/** Each configured method's integration ids; both card variables add up without repeats. */
function readIntegrationIds(env: NodeJS.ProcessEnv): PaymobIntegrationIds {
  const ids: PaymobIntegrationIds = {};
  for (const [name, method] of METHOD_VARIABLES) {
    const value = env[name]?.trim();
    if (value) ids[method] = [...new Set([...(ids[method] ?? []), ...readIds(name, value)])];
  }
  return ids;
}

/**
 * Undefined when no Paymob variable is set (the sandbox is used). A partial or malformed setup throws at
 * start-up rather than silently falling back to the sandbox.
 */
export function readPaymobConfig(env: NodeJS.ProcessEnv): PaymobConfig | undefined {
  const present = [...KEYS, ...METHOD_VARIABLES.map(([name]) => name)].filter((name) => env[name]?.trim());
  if (present.length === 0) return undefined;
  const missing: string[] = KEYS.filter((name) => !present.includes(name));
  const integrationIds = readIntegrationIds(env);
  if (Object.keys(integrationIds).length === 0) missing.push('an integration id (PAYMOB_CARD_INTEGRATION_ID, …)');
  if (missing.length > 0) throw new Error(`Paymob is partly configured; missing ${missing.join(', ')}`);
  return {
    baseUrl: (env.PAYMOB_BASE_URL?.trim() || DEFAULT_PAYMOB_BASE_URL).replace(/\/+$/, ''),
    secretKey: env.PAYMOB_SECRET_KEY!.trim(),
    publicKey: env.PAYMOB_PUBLIC_KEY!.trim(),
    hmacSecret: env.PAYMOB_HMAC_SECRET!.trim(),
    integrationIds,
  };
}
