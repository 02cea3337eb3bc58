import argon2 from 'argon2';

// argon2id with OWASP's second recommended profile (19 MiB, t=2, p=1): strong, yet cheap
// enough for two cores under login load.
const options = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * A hash of a random, discarded password with the same parameters: checking against it when
 * the account does not exist (or has no password) costs as much as a real check, so response
 * time does not tell whether an e-mail is registered.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,p=1,t=2$4dYVaovTzuYSX0JqHkrwbg$ksS9FjnTtrnUDrTayqJ6HRK/vufTYrRrZ7bOC4emSpw';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Like verifyPassword, but spends the same time when there is no hash to check. */
export async function verifyPasswordOrDummy(hash: string | null | undefined, password: string): Promise<boolean> {
  if (hash) return verifyPassword(hash, password);
  await verifyPassword(DUMMY_HASH, password);
  return false;
}
