import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export function pgliteSnapshotPath(): string {
  return path.join(repoRoot, '.data', 'test', `pglite-snapshot-${process.env.TEST_RUN_ID ?? 'local'}.tar.gz`);
}

/** Template database for this run; TEST_RUN_ID keeps parallel runs apart. */
export function serverTemplateName(): string {
  return `manara_tpl_${(process.env.TEST_RUN_ID ?? 'local').replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
}
