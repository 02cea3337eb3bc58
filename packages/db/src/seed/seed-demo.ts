import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Database } from '../client';
import { packageDir } from '../package-dir';
import { defaultHashPassword } from '../content-import/default-hash-password';
import { importContentFolder } from '../content-import/import-content-folder';
import type { ImportReport } from '../content-import/types';
import { RecordError } from '../content-import/record-error';
import { newUserCode, upsertUser } from '../content-import/writers/upsert-user';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { seedDemoCoupons } from './demo-coupons';

/** The bilingual demo dataset shipped with the package. */
export const demoContentFolder = path.join(packageDir, 'demo-content');

export interface SeedOptions {
  /** Defaults to argon2id (same parameters as the domain); only used for accounts without a password. */
  hashPassword?: (password: string) => Promise<string>;
  uploadsDir: string;
  now?: Date;
  /**
   * 'published' (default): the README's demo passwords, for development. 'random': a new random
   * password for each account created now, returned once in `passwords` (production: the
   * published ones would open an admin account to anyone who read the README; decision 0031).
   */
  demoPasswords?: 'published' | 'random';
}

export interface SeedResult {
  report: ImportReport;
  accounts: string[];
  /** With random passwords: the accounts created by this run and their passwords (never stored in clear). */
  passwords: Array<{ email: string; password: string }>;
}

/** 18 random bytes as base64url, with a fixed tail so any password rule (digit, symbol) is met. */
const randomPassword = () => `${randomBytes(18).toString('base64url')}#9a`;

/** Makes sure the account exists; the password it was given when this run created its password, else null. */
async function ensureAccount(
  database: Pick<Database, 'db'>,
  account: DemoAccount,
  options: SeedOptions,
): Promise<string | null> {
  const password = options.demoPasswords === 'random' ? randomPassword() : account.password;
  const hash = options.hashPassword ?? defaultHashPassword;
  let applied = false;
  const input = {
    ...account,
    password,
    // upsertUser hashes only for an account without a password: that is when this one applies.
    hashPassword: (value: string) => ((applied = true), hash(value)),
    now: options.now ?? new Date(),
  };
  try {
    await database.db.transaction((tx) => upsertUser(tx, input).then(() => undefined));
  } catch (e) {
    if (!(e instanceof RecordError) || e.field !== 'slug') throw e;
    // Someone else owns the slug: keep the account reachable under a suffixed one.
    const slug = `${account.slug}-${newUserCode().slice(1).toLowerCase()}`;
    await database.db.transaction((tx) => upsertUser(tx, { ...input, slug }).then(() => undefined));
  }
  return applied ? password : null;
}

/**
 * Imports the demo content (categories, lecturers, courses, workshops, diplomas, blogs, FAQs,
 * policies, countries, images) and makes sure the demo accounts exist. Safe to run repeatedly:
 * rows are upserted, existing images and passwords are kept.
 */
export async function seedDemo(database: Pick<Database, 'db'>, options: SeedOptions): Promise<SeedResult> {
  const report = await importContentFolder(database.db, demoContentFolder, {
    uploadsDir: options.uploadsDir,
    hashPassword: options.hashPassword ?? defaultHashPassword,
    ...(options.now ? { now: options.now } : {}),
  });
  const passwords: SeedResult['passwords'] = [];
  for (const account of DEMO_ACCOUNTS) {
    const password = await ensureAccount(database, account, options);
    if (password && options.demoPasswords === 'random') passwords.push({ email: account.email, password });
  }
  await seedDemoCoupons(database.db);
  return { report, accounts: DEMO_ACCOUNTS.map((a) => a.email), passwords };
}
