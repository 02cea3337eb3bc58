#!/usr/bin/env node
// `npm start`: builds the API and the web app, then runs the API (embedded PGlite in .data/, demo
// content, offline adapters) and the web server together. `--dev` runs both in watch mode instead.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run, runToEnd, waitForHttp } from './lib/processes.mjs';
import { API_DIR, apiServerArgs, ensureApiBuilt } from './lib/api-server.mjs';
import { WEB_DIR, webServerArgs } from './lib/web-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const apiPort = process.env.API_PORT ?? '4000';
const webPort = process.env.PORT ?? process.env.WEB_PORT ?? '3000';
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  API_PORT: apiPort,
  WEB_PORT: webPort,
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  WEB_BASE_URL: process.env.WEB_BASE_URL ?? `http://localhost:${webPort}`,
};
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const tsxBin = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const webDir = WEB_DIR;

if (!dev) {
  const ms = await ensureApiBuilt();
  if (ms) console.log(`Built the API in ${ms} ms`);
}
if (!dev && process.env.SKIP_BUILD !== '1') {
  console.log('Building the web app…');
  const code = await runToEnd(process.execPath, [nextBin, 'build'], { cwd: webDir, env });
  if (code !== 0) process.exit(code);
} else if (!dev && !existsSync(path.join(webDir, process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'))) {
  console.error('No web build found; run without SKIP_BUILD=1 once.');
  process.exit(1);
}

const children = [];
const stopAll = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
};
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// Built JavaScript normally; the TypeScript sources through tsx in watch mode.
const apiArgs = dev ? [tsxBin, 'watch', 'src/main.ts'] : ['--enable-source-maps', ...apiServerArgs()];
const api = run('api', process.execPath, apiArgs, { cwd: API_DIR, env });
children.push(api);
api.on('exit', (code) => {
  console.error(`API stopped (${code})`);
  stopAll(code ?? 1);
});

await waitForHttp(`http://127.0.0.1:${apiPort}/readyz`);
const web = run('web', process.execPath, webServerArgs({ port: webPort, dev }), { cwd: webDir, env });
children.push(web);
web.on('exit', (code) => {
  console.error(`web stopped (${code})`);
  stopAll(code ?? 1);
});
await waitForHttp(`http://127.0.0.1:${webPort}/en`);
console.log(`\nManara is running: http://localhost:${webPort} (Arabic) and http://localhost:${webPort}/en (English)`);
console.log(`GraphQL: http://localhost:${webPort}/graphql · mail outbox: http://localhost:${webPort}/dev/outbox\n`);

// The narrated demo lesson videos (decision 0052), made once into <DATA_DIR>/videos in the
// background (two to three minutes; espeak-ng and ffmpeg installed first when we are root): the platform
// is already up, and lessons play the short test patterns until each video is there.
// DEMO_VIDEOS=0 skips it.
if (process.env.DEMO_VIDEOS !== '0') {
  const videos = run('videos', process.execPath, [tsxBin, 'packages/db/src/demo-media/cli.ts'], { cwd: root, env });
  children.push(videos);
  videos.on('exit', (code) => {
    children.splice(children.indexOf(videos), 1);
    if (code) console.error(`Narrated demo videos not made (exit ${code}); lessons play the test patterns.`);
  });
}
