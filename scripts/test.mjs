#!/usr/bin/env node
// `npm test`: static checks, unit tests, integration tests on PGlite AND on the PostgreSQL server,
// the production web build, and the end-to-end journeys in Chromium. Prints one closing line
// "N passed, N failed" over every test run.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runToEnd } from './lib/processes.mjs';
import { ensurePostgres } from './lib/postgres.mjs';
import { ensurePrerequisites } from './lib/prerequisites.mjs';
import { NODE_24, nodeBinary } from './lib/node-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.data', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const only = process.argv.slice(2); // e.g. `npm test -- unit integration`
const wants = (step) => only.length === 0 || only.includes(step);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

async function step(name, command, args, extraEnv = {}, cwd = root) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const code = await runToEnd(command, args, { cwd, env: { ...env, ...extraEnv } });
  console.log(
    `=== ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (code !== 0) failures.push(name);
  return code === 0;
}

/** Runs vitest (on this Node.js, or on the `node` binary given) and adds its counts to the totals. */
async function vitest(name, args, extraEnv = {}, node = process.execPath) {
  const out = path.join(reports, `${name}.json`);
  await step(
    name,
    node,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    extraEnv,
  );
  if (!existsSync(out)) {
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A suite that crashed at load counts as a failure even when it ran no test.
  totals.failed += report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
}

// Chromium, poppler, nginx, PostgreSQL and Redis: installed and started here when we may, else a
// clear list of what to run before anything starts.
await ensurePrerequisites(new Set(['static', 'unit', 'integration', 'node24', 'reliability', 'e2e'].filter(wants)));

if (wants('static')) {
  await step('catalogues', process.execPath, ['scripts/check-catalogues.mjs']);
  await step('schema', process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/check-schema.ts']);
  // The API's allow-list of web operations (TRUSTED_DOCUMENTS=1) must match the web's documents.
  await step(
    'trusted documents',
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/trusted-documents.ts', '--check'],
    {},
    path.join(root, 'apps/web'),
  );
  // Every GraphQL document of the web against the schema (tsc alone does not read them); the tests
  // that build wrong documents on purpose are left out by the tsconfig it reads.
  await step(
    'graphql documents',
    process.execPath,
    [path.join(root, 'node_modules/gql.tada/bin/cli.js'), 'check', '-c', 'tsconfig.documents.json'],
    {},
    path.join(root, 'apps/web'),
  );
  // fonts.css and the core font faces must be what scripts/subset-fonts.ts writes.
  await step(
    'fonts',
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/subset-fonts.ts', '--check'],
    {},
    path.join(root, 'apps/web'),
  );
  // Side by side: each runs on one core, and both print only what they find.
  await Promise.all([
    step('format', bin('prettier'), ['--check', '--log-level=warn', '.']),
    step('lint', bin('eslint'), ['.', '--max-warnings=0']),
  ]);
  // Unused files, exports, dependencies and undeclared ones (knip.json).
  await step('dead code', bin('knip'), ['--no-progress']);
  await step('typecheck', process.execPath, ['scripts/typecheck.mjs']);
}
if (wants('unit')) await vitest('unit', ['--project', 'unit']);
// Each engine once and each runtime once for the integration tests (decision 0001): PGlite on the
// machine's Node.js, the PostgreSQL server on Node.js 24 (LTS). Running every engine on every
// runtime doubled the longest stage and brought the suite near the CI time limit.
if (wants('integration')) await vitest('integration-pglite', ['--project', 'integration']);
if (wants('node24')) {
  const node24 = nodeBinary(NODE_24, path.join(root, '.data'));
  await vitest('unit-node24', ['--project', 'unit'], {}, node24);
  const url = await ensurePostgres();
  if (url)
    await vitest('integration-postgres-node24', ['--project', 'integration'], { TEST_DATABASE_URL: url }, node24);
  else failures.push('integration-postgres-node24 (no PostgreSQL server reachable)');
}
// The API as it runs: built once into apps/api/dist (reliability, e2e and the benchmarks start it).
if (wants('reliability') || wants('e2e')) await step('api build', process.execPath, ['apps/api/build.mjs']);
// Real API processes on a throwaway PostgreSQL server: load, faults, payments (reliability/, ~3 min).
if (wants('reliability')) await vitest('reliability', ['--config', 'reliability/vitest.config.ts']);
if (wants('e2e')) {
  const built = await step(
    'web build',
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'build'],
    {},
    path.join(root, 'apps/web'),
  );
  if (built) await vitest('e2e', ['--config', 'e2e/vitest.config.ts']);
}

console.log(`\nSteps failed: ${failures.length ? failures.join(', ') : 'none'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
