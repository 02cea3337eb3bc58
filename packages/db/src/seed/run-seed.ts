/**
 * Usage: npx tsx packages/db/src/seed/run-seed.ts   (or: npm run seed)
 * Database: DATABASE_URL (postgres://… or a PGlite directory), else <DATA_DIR>/pglite (default
 * .data/pglite at the repository root, as the API); images go to <DATA_DIR>/uploads. Migrates
 * first; exits 1 on any rejected record.
 */
import { defaultHashPassword } from '../content-import/default-hash-password';
import { formatReport } from '../content-import/format-report';
import { cliUploadsDir, openCliDatabase } from '../content-import/open-cli-database';
import { seedDemo } from './seed-demo';

const started = Date.now();
const database = await openCliDatabase();
try {
  const { report, accounts } = await seedDemo(database, {
    uploadsDir: cliUploadsDir(),
    hashPassword: defaultHashPassword,
  });
  console.log(formatReport(report));
  console.log(`Demo accounts: ${accounts.join(', ')}`);
  console.log(`Seeded in ${Date.now() - started} ms.`);
  process.exitCode = report.errors.length > 0 ? 1 : 0;
} finally {
  await database.close();
}
