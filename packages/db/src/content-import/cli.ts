/**
 * Usage: npx tsx packages/db/src/content-import/cli.ts <folder> [--media-prefix=<prefix>]
 * Database: DATABASE_URL (postgres://… or a PGlite directory), else <DATA_DIR>/pglite (default
 * .data/pglite at the repository root, as the API). Images go to <DATA_DIR>/uploads.
 * Migrates first; exits 1 when any record was rejected.
 */
import { defaultHashPassword } from './default-hash-password';
import { formatReport } from './format-report';
import { importContentFolder } from './import-content-folder';
import { cliUploadsDir, openCliDatabase } from './open-cli-database';

const args = process.argv.slice(2);
const folder = args.find((a) => !a.startsWith('--'));
const prefixArg = args.find((a) => a.startsWith('--media-prefix='));
if (!folder) {
  console.error('Usage: npx tsx packages/db/src/content-import/cli.ts <folder> [--media-prefix=<prefix>]');
  process.exit(2);
}

const database = await openCliDatabase();
try {
  const started = Date.now();
  const report = await importContentFolder(database.db, folder, {
    uploadsDir: cliUploadsDir(),
    hashPassword: defaultHashPassword,
    ...(prefixArg ? { mediaPrefix: prefixArg.slice('--media-prefix='.length) } : {}),
  });
  console.log(formatReport(report));
  console.log(`Done in ${Date.now() - started} ms.`);
  process.exitCode = report.errors.length > 0 ? 1 : 0;
} finally {
  await database.close();
}
