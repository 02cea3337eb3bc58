import { randomBytes } from 'node:crypto';
import { ensureAppSecret, type Db } from '@manara/db';
import { registerSharedSecret, SHARED_SECRET_NAMES } from './signed-token';

/** Reads (creating on first start) the link-signing keys kept in the database; see secretOrRandom. */
export async function loadSharedSecrets(db: Db): Promise<void> {
  for (const name of SHARED_SECRET_NAMES) {
    registerSharedSecret(name, await ensureAppSecret(db, name, randomBytes(32).toString('base64url')));
  }
}
