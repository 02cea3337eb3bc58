import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { VapidKeys } from './push-config';

export const VAPID_KEY_FILE = 'vapid-keys.json';

/**
 * The VAPID key pair: the configured one, else the one kept in the data directory, else a new one
 * written there (first start). Keeping it matters: browsers subscribed with the public key, and a new
 * key would silently orphan every subscription.
 */
export function resolveVapidKeys(configured: VapidKeys | undefined, dataDir: string): VapidKeys {
  if (configured) return configured;
  const file = path.join(dataDir, VAPID_KEY_FILE);
  try {
    return readKeys(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readKeys(file);
}

function readKeys(file: string): VapidKeys {
  const keys = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string')
    throw new Error(`${file} holds no VAPID keys; delete it to generate new ones`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}
