// The API as it runs everywhere but in watch mode: TypeScript built once into one JavaScript bundle
// (apps/api/dist/main.mjs, with the workspace packages inside and node_modules outside), started
// with plain `node`. Used by `npm start`, e2e, the scale-out cluster, reliability and the benchmarks.
import { statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The API's folder: the working directory for its server. */
export const API_DIR = path.join(ROOT, 'apps/api');
export const API_BUNDLE = path.join(API_DIR, 'dist/main.mjs');
const SOURCES = [
  'apps/api/src',
  'packages/domain/src',
  'packages/db/src',
  'packages/i18n/src',
  'packages/i18n/messages',
];

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the bundle when it is missing or older than any source; returns how long that took (ms). */
export async function ensureApiBuilt() {
  let built = 0;
  try {
    built = statSync(API_BUNDLE).mtimeMs;
  } catch {
    // not built yet
  }
  if (built > Math.max(...SOURCES.map((dir) => newestSource(path.join(ROOT, dir))))) return 0;
  const started = Date.now();
  const { buildApi } = await import('../../apps/api/build.mjs');
  await buildApi();
  return Date.now() - started;
}

/** The arguments for `node` that run the built API. */
export function apiServerArgs() {
  return [API_BUNDLE];
}
