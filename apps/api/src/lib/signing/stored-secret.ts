import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret that must not be guessable but need not be configured: the configured value when set,
 * otherwise a random one generated once into the data directory by whichever process starts
 * first (the others read it), so it survives restarts and is shared by processes on one data dir.
 */
export function resolveStoredSecret(
  configured: string | undefined,
  dataDir: string,
  fileName: string,
  label: string,
): string {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  try {
    return readStoredSecret(file, label);
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
  return readStoredSecret(file, label);
}

function readStoredSecret(file: string, label: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable ${label}; delete it to generate a new one`);
  return secret;
}
