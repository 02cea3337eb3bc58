import argon2 from 'argon2';

/**
 * argon2id with the same parameters as the domain's password hashing (packages/domain
 * identity/passwords.ts: 19 MiB, t=2, p=1), for command-line tools; packages/db may not import
 * the domain, so the parameters are repeated here.
 */
export function defaultHashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}
