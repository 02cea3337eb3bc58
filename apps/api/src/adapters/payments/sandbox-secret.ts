import { resolveStoredSecret } from '../../lib/signing/stored-secret';

export const SANDBOX_SECRET_FILE = 'sandbox-hmac-secret';

/**
 * The sandbox signs callbacks like Paymob, so its secret must not be guessable: SANDBOX_HMAC_SECRET
 * when set, otherwise a random secret generated once and kept in the data directory (it survives
 * restarts, so callbacks for links opened before a restart still verify).
 */
export function resolveSandboxHmacSecret(configured: string | undefined, dataDir: string): string {
  return resolveStoredSecret(configured, dataDir, SANDBOX_SECRET_FILE, 'sandbox secret');
}
