/**
 * Benchmark 3: server-rendered pages on the production build. The real API (PostgreSQL, the
 * 1× catalogue dataset) and the web server (apps/web/server.mjs) on the bench build (NEXT_DIST_DIR, default .next-bench);
 * each page is warmed, then loaded with wrk while the CPU time (utime + stime) and resident memory
 * of the web, API and PostgreSQL backend processes are read from /proc before, during and after.
 * Goal (docs/performance.md): ≤ 6 ms of server CPU for a program page, ≤ 5 ms for a catalogue listing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { databaseName, ensureCatalogueDatabase } from './catalogue-data';
import { startPageCache, type Nginx } from './lib/nginx';
import { freePort, startApi, startNode, waitForUrl, type Child } from './lib/processes';
import { processTree, UsageMeter, type GroupUsage } from './lib/proc';
import { int, ms, printTable } from './lib/table';
import { benchSeconds, load, type LoadResult } from './lib/wrk';
import { WEB_DIR, webServerArgs } from '../scripts/lib/web-server.mjs';

/** Server CPU budgets per request, in ms (null: no budget for that page). */
export const PAGES: Array<{ label: string; path: string; budgetMs: number | null }> = [
  { label: 'home', path: '/', budgetMs: null },
  { label: 'catalogue listing', path: '/courses', budgetMs: 5 },
  { label: 'program page', path: '/program/program-3', budgetMs: 6 },
  { label: 'blog post', path: '/blogs/bcat-2/blog-1', budgetMs: null },
];
const CONNECTIONS = Number(process.env.BENCH_PAGE_CONNECTIONS ?? 10);
/** Browsers ask for compressed pages; BENCH_PAGE_GZIP=0 shows what compression costs the server. */
const GZIP = process.env.BENCH_PAGE_GZIP !== '0';

export interface PageFigures {
  label: string;
  path: string;
  budgetMs: number | null;
  result: LoadResult;
  usage: GroupUsage[];
  cpuPerRequestMs: number;
  bytes: number;
  /** What the web says about caching the page (Cache-Control and Next's own cache status). */
  caching: string;
}

/** PostgreSQL backends serving the benchmark database (read from another database, so the reader is not among them). */
function postgresBackends(serverUrl: string, database: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  const ready = client.connect();
  return {
    pids: async () => {
      await ready;
      const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [
        database,
      ]);
      return rows.map((r) => r.pid);
    },
    close: () => client.end(),
  };
}

interface Servers {
  web: Child;
  api: Child;
  backends: ReturnType<typeof postgresBackends>;
  nginx?: Nginx;
}

/** Warms one page, then loads it while metering every server process. */
async function measurePage(
  baseUrl: string,
  page: (typeof PAGES)[number],
  headers: Record<string, string>,
  servers: Servers,
): Promise<PageFigures> {
  const target = `${baseUrl}${page.path}`;
  // First visit renders and caches (decision 0010); the second is what visitors meet.
  let bytes = 0;
  let caching = '';
  for (let i = 0, failures = 0; i < 2; i++) {
    const response = await fetch(target, { headers }).catch((error: Error) => {
      throw new Error(
        `${page.path}: ${String(error.cause ?? error)}\n${servers.web.output()}\n${servers.api.output()}`,
      );
    });
    const html = await response.text();
    if (response.status !== 200) {
      // A first render can fail while the shared machine is saturated; a page that keeps failing is an error.
      if (++failures > 3) throw new Error(`${page.path} answered ${response.status}\n${servers.web.output()}`);
      console.log(
        `  ${page.path} answered ${response.status} on a warm-up visit; trying again`,
        [...response.headers].join(' '),
        html.slice(0, 300),
      );
      await new Promise((r) => setTimeout(r, 2000));
      i--;
      continue;
    }
    bytes = Buffer.byteLength(html);
    caching = [
      response.headers.get('cache-control') ?? 'no cache-control',
      `x-nextjs-cache: ${response.headers.get('x-nextjs-cache') ?? '—'}`,
      ...(servers.nginx ? [`x-cache: ${response.headers.get('x-cache') ?? '—'}`] : []),
    ].join('; ');
  }
  const request = { url: target, headers: { ...headers, ...(GZIP ? { 'accept-encoding': 'gzip' } : {}) } };
  await load(request, { connections: CONNECTIONS, seconds: 2 });
  const meter = new UsageMeter([
    ...(servers.nginx ? [{ name: 'nginx', pids: () => processTree(servers.nginx!.pids()[0]!) }] : []),
    { name: 'web', pids: () => processTree(servers.web.pid) },
    { name: 'api', pids: () => processTree(servers.api.pid) },
    { name: 'postgres', pids: servers.backends.pids },
  ]);
  await meter.start();
  const result = await load(request, { connections: CONNECTIONS, seconds: benchSeconds() });
  const usage = await meter.stop();
  const cpu = usage.reduce((sum, g) => sum + g.cpuMs, 0);
  return { ...page, result, usage, cpuPerRequestMs: cpu / Math.max(1, result.requests), bytes, caching };
}

export interface PagesFigures {
  /** Every request reaches the web server. */
  origin: PageFigures[];
  /** Returning visitors (locale cookie) through the nginx page cache; null when nginx is missing. */
  cached: PageFigures[] | null;
}

export async function runPages(serverUrl: string): Promise<PagesFigures> {
  const distDir = process.env.NEXT_DIST_DIR ?? '.next-bench';
  const webDir = WEB_DIR;
  if (!existsSync(path.join(webDir, distDir, 'BUILD_ID'))) {
    throw new Error(`no web build in apps/web/${distDir}: cd apps/web && NEXT_DIST_DIR=${distDir} npx next build`);
  }
  const { url } = await ensureCatalogueDatabase(serverUrl, 1);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manara-bench-pages-'));
  const webPort = await freePort();
  const baseUrl = `http://127.0.0.1:${webPort}`;
  const api = await startApi(url, { DATA_DIR: dataDir, WEB_BASE_URL: baseUrl });
  const web = startNode('web', webServerArgs({ port: webPort }), {
    cwd: webDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: '1',
      API_URL: api.url,
      WEB_BASE_URL: baseUrl,
      DATA_DIR: dataDir,
    },
  });
  const servers: Servers = { web, api, backends: postgresBackends(serverUrl, databaseName(1)) };
  try {
    await waitForUrl(`${baseUrl}/en`, web, 120_000);
    const origin: PageFigures[] = [];
    for (const page of PAGES) origin.push(await measurePage(baseUrl, page, { 'accept-language': 'ar' }, servers));
    let cached: PageFigures[] | null = null;
    if (hasNginx()) {
      servers.nginx = await startPageCache(webPort);
      try {
        cached = [];
        for (const page of PAGES)
          cached.push(
            await measurePage(servers.nginx.url, page, { 'accept-language': 'ar', cookie: 'NEXT_LOCALE=ar' }, servers),
          );
      } finally {
        await servers.nginx.stop();
      }
    }
    return { origin, cached };
  } finally {
    await servers.backends.close().catch(() => {});
    await web.stop();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const hasNginx = () => spawnSync('nginx', ['-v']).status === 0;

function printPageTable(figures: PageFigures[]): void {
  const groups = figures[0]!.usage.map((g) => g.name);
  const group = (f: PageFigures, name: string) => f.usage.find((g) => g.name === name)!;
  const perRequest = (f: PageFigures, name: string) => ms(group(f, name).cpuMs / Math.max(1, f.result.requests), 3);
  printTable(
    [
      'page',
      'path',
      'req/s',
      'p50',
      'p99',
      'errors',
      'HTML KB',
      ...groups.map((g) => `CPU/req ${g}`),
      'CPU/req total',
      'budget',
    ],
    figures.map((f) => [
      f.label,
      f.path,
      int(f.result.rps),
      ms(f.result.p50),
      ms(f.result.p99),
      f.result.errors,
      (f.bytes / 1024).toFixed(0),
      ...groups.map((g) => perRequest(f, g)),
      ms(f.cpuPerRequestMs, 3),
      f.budgetMs === null ? '—' : `≤ ${f.budgetMs} ms ${f.cpuPerRequestMs <= f.budgetMs ? 'MET' : 'MISSED'}`,
    ]),
  );
  for (const f of figures) console.log(`  ${f.path}: ${f.caching}`);
  console.log(
    'memory under load (largest resident set seen; PostgreSQL counts the shared buffers its backends touched):',
  );
  printTable(
    ['page', ...groups.map((g) => `${g} RSS`)],
    figures.map((f) => [
      f.label,
      ...groups.map(
        (g) => `${group(f, g).maxRssMb.toFixed(0)} MB${g === 'postgres' ? ` (${group(f, g).processes})` : ''}`,
      ),
    ]),
  );
}

export function printPages(figures: PagesFigures): void {
  console.log(
    `${CONNECTIONS} connections · ${benchSeconds()} s per page · ${GZIP ? 'gzip requested' : 'no compression'} · Arabic (bare paths) · data: the 1× catalogue`,
  );
  console.log('\na) every request served by the web server (no cache in front):');
  printPageTable(figures.origin);
  if (figures.cached) {
    console.log('\nb) returning visitors (locale cookie) through the nginx page cache of decision 0024:');
    printPageTable(figures.cached);
  } else {
    console.log('\nb) skipped: nginx is not installed');
  }
}

/** The budget applies to what a deployment serves: the cached figures when the cache runs. */
export const pagesWithinBudget = (figures: PagesFigures) =>
  (figures.cached ?? figures.origin).every((f) => f.budgetMs === null || f.cpuPerRequestMs <= f.budgetMs);
