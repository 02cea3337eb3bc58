#!/usr/bin/env node
// Type-checks every workspace (the web app is also checked by `next build`).
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runToEnd } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projects = [
  'packages/i18n',
  'packages/db',
  'packages/domain',
  'apps/api',
  'apps/web',
  'e2e',
  'reliability',
  'bench',
];
// Two at a time: each tsc runs on one core, and the machines this runs on have two.
const width = Math.min(2, availableParallelism());
let next = 0;
let failed = 0;
async function checkInTurn() {
  while (next < projects.length) {
    const project = projects[next++];
    const code = await runToEnd(
      process.execPath,
      [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', project, '--noEmit'],
      { cwd: root },
    );
    console.log(`${project}: ${code === 0 ? 'ok' : 'type errors'}`);
    if (code !== 0) failed += 1;
  }
}
await Promise.all(Array.from({ length: width }, checkInTurn));
process.exit(failed ? 1 : 0);
