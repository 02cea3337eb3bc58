import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SANDBOX_SECRET_FILE = 'sandbox-hmac-secret';

/**
 * The sandbox signs callbacks like Paymob, so its secret must not be guessable: SANDBOX_HMAC_SECRET
 * when set, otherwise a random secret generated once and kept in the data directory (it survives
 * restarts, so callbacks for links opened before a restart still verify).
 */
export function resolveSandboxHmacSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, SANDBOX_SECRET_FILE);
  try {
    return readStoredSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readStoredSecret(file);
}

function readStoredSecret(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable sandbox secret; delete it to generate a new one`);
  return secret;
}
