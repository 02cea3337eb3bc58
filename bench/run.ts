/**
 * `npm run bench` runs the benchmarks of docs/performance.md and prints a table per benchmark under the
 * machine's facts and load average; `npm run bench -- graphql pages` runs the ones named.
 *   graphql    1. the GraphQL HTTP layer against graphql-js on bare node:http
 *   catalogue  2. the catalogue operations at 1× on PostgreSQL, 10 and 50 connections, and their goals
 *   pages      3. production pages: req/s, latency, memory, server CPU per request
 *   growth     5. benchmark 2 at several data scales (BENCH_SCALES, default 0.1,1,10); fails on a goal missed
 *   lighthouse 4. Lighthouse (bench/lighthouse.mjs) on the bench build
 *   first-load first-load JavaScript of every page outside the studio, from the bench build's manifests
 *   startup    API start-up and memory: the TypeScript sources through tsx against the built bundle
 *   studio     the studio's lists as an administrator opens them, p95 ≤ 100 ms at BENCH_STUDIO_SCALE (default 1)
 *   search        allSearch p95 over 100,000 programs and blogs (bench/search.bench.ts; by name only)
 *   analytics     the studio's analytics queries p95 ≤ 200 ms over 10,000,000 events (bench/analytics.bench.ts; by name only)
 * DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
 * the benchmarks create their own manara_bench_* databases there and never touch others.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { printGrowth, printScale, runCatalogueScale, type ScaleFigures } from './catalogue.bench';
import { printGraphql, runGraphql } from './graphql.bench';
import { firstLoadWithinBudget, printFirstLoad, runFirstLoad } from './first-load.bench';
import { checkGoals, printGoals } from './growth-goals';
import { machineFacts, printFacts, withLoadReport } from './lib/machine';
import { root, tsxCli } from './lib/processes';
import { pagesWithinBudget, printPages, runPages } from './pages.bench';
import { printStartup, runStartup } from './startup.bench';
import { printStudio, runStudio, studioWithinBudget } from './studio.bench';

const ALL = ['graphql', 'catalogue', 'pages', 'growth', 'lighthouse', 'first-load', 'startup', 'studio'] as const;
const NAMED = [...ALL, 'search', 'analytics'] as const;
type Name = (typeof NAMED)[number];

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = requested.filter((a) => !(NAMED as readonly string[]).includes(a));
if (unknown.length) {
  console.error(`unknown benchmark: ${unknown.join(', ')} (choose from ${NAMED.join(', ')})`);
  process.exit(2);
}
const names: Name[] = requested.length ? (requested as Name[]) : [...ALL];
const scales = (process.env.BENCH_SCALES ?? '0.1,1,10').split(',').map(Number);

const facts = await machineFacts(serverUrl);
console.log(`# Manara benchmarks — ${new Date().toISOString()}`);
printFacts(facts);
console.log('The machine may be shared: read every figure beside the load average printed with it.');

const record: Record<string, unknown> = { facts, startedAt: new Date().toISOString() };
const catalogue = new Map<number, ScaleFigures>();
let failed = false;

const external = (script: string[], env: NodeJS.ProcessEnv = {}) => {
  const result = spawnSync(process.execPath, script, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failed = true;
};

for (const name of names) {
  try {
    switch (name) {
      case 'graphql':
        await withLoadReport('1. GraphQL layer: Manara API vs graphql-js on bare node:http', async () => {
          const figures = await runGraphql(serverUrl);
          printGraphql(figures);
          record.graphql = figures;
          if (figures.ratio < 0.5) failed = true;
        });
        break;
      case 'catalogue':
        await withLoadReport('2. Catalogue at scale (PostgreSQL, 1× data)', async () => {
          const figures = catalogue.get(1) ?? (await runCatalogueScale(serverUrl, 1));
          catalogue.set(1, figures);
          printScale(figures);
          record.catalogue = figures;
          if (!printGoals(checkGoals([figures]))) failed = true;
        });
        break;
      case 'pages':
        await withLoadReport('3. Pages on the production build', async () => {
          const figures = await runPages(serverUrl);
          printPages(figures);
          record.pages = figures;
          if (!pagesWithinBudget(figures)) failed = true;
        });
        break;
      case 'growth':
        await withLoadReport(`5. How cost grows: benchmark 2 at ${scales.map((s) => `${s}×`).join(', ')}`, async () => {
          for (const scale of scales) {
            if (!catalogue.has(scale)) {
              const figures = await runCatalogueScale(serverUrl, scale);
              catalogue.set(scale, figures);
              printScale(figures);
            }
          }
          const all = scales.map((s) => catalogue.get(s)!);
          printGrowth(all);
          record.growth = all;
          if (!printGoals(checkGoals(all))) failed = true;
        });
        break;
      case 'lighthouse':
        await withLoadReport('4. Lighthouse (bench/lighthouse.mjs)', async () =>
          external([path.join(root, 'bench/lighthouse.mjs')], {
            NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '.next-bench',
          }),
        );
        break;
      case 'first-load':
        await withLoadReport('First-load JavaScript of every page outside the studio', async () => {
          const figures = runFirstLoad();
          printFirstLoad(figures);
          record.firstLoad = figures;
          if (!firstLoadWithinBudget(figures)) failed = true;
        });
        break;
      case 'startup':
        await withLoadReport('API start-up: tsx on the sources vs the built bundle', async () => {
          const figures = await runStartup(serverUrl);
          printStartup(figures);
          record.startup = figures;
        });
        break;
      case 'studio':
        await withLoadReport("The studio's lists as an administrator opens them", async () => {
          const figures = await runStudio(serverUrl, Number(process.env.BENCH_STUDIO_SCALE ?? 1));
          printStudio(figures);
          record.studio = figures;
          if (!studioWithinBudget(figures)) failed = true;
        });
        break;
      case 'search':
        await withLoadReport('Search: allSearch p95 (bench/search.bench.ts)', async () =>
          external([tsxCli, path.join(root, 'bench/search.bench.ts')]),
        );
        break;
      case 'analytics':
        await withLoadReport(
          "The studio's analytics: every dashboard query's p95 (bench/analytics.bench.ts)",
          async () => external([tsxCli, path.join(root, 'bench/analytics.bench.ts')]),
        );
        break;
    }
  } catch (error) {
    failed = true;
    console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const file = path.join(root, 'bench/results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ ...record, finishedAt: new Date().toISOString() }, null, 2));
console.log(`\nfigures saved to ${path.relative(root, file)}`);
if (failed) process.exitCode = 1;
