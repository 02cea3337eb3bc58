// Builds the API into dist/main.mjs with esbuild: our TypeScript (the API and the workspace packages
// it uses) in one ES module, every npm dependency left to node_modules. `node build.mjs` or
// `npm run build -w @manara/api`.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** Keeps npm packages out of the bundle; @manara/* (TypeScript sources) go in. */
const dependenciesOutside = {
  name: 'dependencies-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@manara/') || args.path.startsWith('#') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildApi() {
  await rm(path.join(dir, 'dist'), { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(dir, 'src/main.ts') },
    // (reliability runs src/testing/main-with-push-stand-ins.ts through tsx: test entries stay out of dist)
    outdir: path.join(dir, 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [dependenciesOutside],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildApi();
