import { fileURLToPath } from 'node:url';
import type { Database } from '../client';
import { defaultHashPassword } from '../content-import/default-hash-password';
import { importContentFolder } from '../content-import/import-content-folder';
import type { ImportReport } from '../content-import/types';
import { RecordError } from '../content-import/record-error';
import { newUserCode, upsertUser } from '../content-import/writers/upsert-user';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-accounts';
import { seedDemoCoupons } from './demo-coupons';

/** The bilingual demo dataset shipped with the package. */
export const demoContentFolder = fileURLToPath(new URL('../../demo-content', import.meta.url));

export interface SeedOptions {
  /** Defaults to argon2id (same parameters as the domain); only used for accounts without a password. */
  hashPassword?: (password: string) => Promise<string>;
  uploadsDir: string;
  now?: Date;
}

export interface SeedResult {
  report: ImportReport;
  accounts: string[];
}

async function ensureAccount(
  database: Pick<Database, 'db'>,
  account: DemoAccount,
  options: SeedOptions,
): Promise<void> {
  const input = {
    ...account,
    hashPassword: options.hashPassword ?? defaultHashPassword,
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
  for (const account of DEMO_ACCOUNTS) await ensureAccount(database, account, options);
  await seedDemoCoupons(database.db);
  return { report, accounts: DEMO_ACCOUNTS.map((a) => a.email) };
}
