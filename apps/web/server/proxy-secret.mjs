import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file the API reads too (apps/api/src/security/forwarded-client.ts). */
export const PROXY_SECRET_FILE = 'internal-proxy-secret';

/**
 * The secret the web sends the API to prove a request came through it (decision 0030):
 * INTERNAL_PROXY_SECRET, or one generated once into DATA_DIR by whichever of the web and the API
 * starts first, so `npm start` needs no setup. Copies that share no data directory must set it.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} repoRoot DATA_DIR is relative to the repository root, as for the API.
 * @returns {string}
 */
export function resolveProxySecret(env, repoRoot) {
  if (env.INTERNAL_PROXY_SECRET) return env.INTERNAL_PROXY_SECRET;
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? '.data');
  const file = path.join(dataDir, PROXY_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // The API (or another web copy) made it first: use theirs.
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable proxy secret; delete it to generate a new one`);
  return secret;
}
