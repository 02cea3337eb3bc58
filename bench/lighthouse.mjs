#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling) on the public pages DESIGN §7 budgets, against a built
// platform. Not part of `npm test`: run `node bench/lighthouse.mjs` after `next build`.
//
//   BASE_URL=http://127.0.0.1:3000 node bench/lighthouse.mjs   # a platform that is already running
//   NEXT_DIST_DIR=.next-x node bench/lighthouse.mjs              # none running: starts one like e2e does
//
// Prints one row per page with the four category scores, LCP, TBT, CLS and JavaScript transferred,
// beside the budget; exits 1 when a page misses it. Full reports go to bench/results/lighthouse/.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Offline machine: no background traffic, no component updates (DESIGN, feasibility §6).
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const budget = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100, jsKb: 150 };
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The platform to measure: BASE_URL, else one already on :3000, else a fresh one (e2e/support/platform.ts). */
async function platform() {
  if (process.env.BASE_URL) return { baseUrl: process.env.BASE_URL.replace(/\/+$/, ''), stop: async () => {} };
  const fallback = 'http://127.0.0.1:3000';
  if (await fetch(`${fallback}/en`).then((r) => r.ok, () => false)) return { baseUrl: fallback, stop: async () => {} };
  console.log('No platform at BASE_URL or :3000; starting API + `next start` (needs a web build)…');
  const { register } = await import('tsx/esm/api');
  register();
  const { startPlatform } = await import(path.join(root, 'e2e/support/platform.ts'));
  return startPlatform();
}

async function graphql(baseUrl, name, query) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-manara-client': 'web', 'accept-language': 'ar' },
    body: JSON.stringify({ query, operationName: name }),
  });
  const body = await response.json();
  const items = body?.data?.[name]?.data?.items;
  if (!Array.isArray(items) || items.length === 0) throw new Error(`${name}: no published items (${JSON.stringify(body).slice(0, 200)})`);
  return items[0];
}

/** The pages of the budget, with slugs discovered through the public GraphQL lists. */
async function pages(baseUrl) {
  const course = await graphql(baseUrl, 'courses', 'query courses { courses(paginate: { limit: 1 }) { data { items { slug } } } }');
  const diploma = await graphql(baseUrl, 'diplomasSite', 'query diplomasSite { diplomasSite(paginate: { limit: 1 }) { data { items { slug } } } }');
  const blog = await graphql(baseUrl, 'blogs', 'query blogs { blogs(paginate: { limit: 1 }) { data { items { slug category { slug } } } } }');
  return [
    '/',
    '/en',
    `/program/${encodeURIComponent(course.slug)}`,
    `/en/paths/${encodeURIComponent(diploma.slug)}`,
    `/blogs/${encodeURIComponent(blog.category.slug)}/${encodeURIComponent(blog.slug)}`,
  ];
}

/** Pages render on their first visit (ADR 0010) and images on their first request: visit both twice first. */
async function warm(baseUrl, pagePath) {
  for (let round = 0; round < 2; round++) {
    const response = await fetch(baseUrl + pagePath, { headers: { 'accept-language': 'en' } });
    const html = await response.text();
    if (!response.ok) console.warn(`warm ${pagePath}: HTTP ${response.status}`);
    const images = new Set([...html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)].flatMap((m) => m[1].split(',').map((c) => c.trim().split(/\s+/)[0])));
    await Promise.all(
      [...images]
        .filter((src) => src.startsWith('/img/'))
        .map((src) => fetch(baseUrl + src.replaceAll('&amp;', '&'), { headers: { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' } }).then((r) => r.arrayBuffer())),
    );
  }
}

/** Debian Chromium with a remote-debugging port for Lighthouse; resolves once DevTools listens. */
function launchChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'manara-lh-'));
  const child = spawn(chromiumPath, [...chromiumFlags, `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
  };
  return new Promise((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => void stop().then(() => reject(new Error(`Chromium did not start:\n${stderr}`))), 30_000);
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const port = stderr.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ port: Number(port), stop });
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}):\n${stderr}`)));
  });
}

function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsKb: Math.round((scripts?.transferSize ?? 0) / 1024),
    // Non-performance audits that cost points, to say what to fix.
    failing: categories
      .filter((id) => id !== 'performance')
      .flatMap((id) =>
        lhr.categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
          .map((ref) => `${id}: ${ref.id}`),
      ),
  };
}

function misses(row) {
  return [
    ...categories.filter((id) => row[id] < budget[id]).map((id) => `${id} ${row[id]} < ${budget[id]}`),
    ...(row.jsKb > budget.jsKb ? [`JS ${row.jsKb} KB > ${budget.jsKb} KB`] : []),
  ];
}

function printTable(rows) {
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'JS KB', 'budget'];
  const lines = rows.map(({ page, row }) => [
    page,
    row.performance,
    row.accessibility,
    row['best-practices'],
    row.seo,
    row.lcpMs,
    row.tbtMs,
    row.cls,
    row.jsKb,
    misses(row).length === 0 ? 'met' : `MISSED: ${misses(row).join('; ')}`,
  ]);
  const budgetLine = ['budget', `≥${budget.performance}`, budget.accessibility, `≥${budget['best-practices']}`, budget.seo, '', '', '', `≤${budget.jsKb}`, ''];
  const all = [header, budgetLine, ...lines].map((cells) => cells.map(String));
  const widths = header.map((_, i) => Math.max(...all.map((cells) => cells[i].length)));
  const format = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(format(all[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const cells of all.slice(1)) console.log(format(cells));
}

async function main() {
  const target = await platform();
  const chromium = await launchChromium().catch(async (error) => {
    await target.stop();
    throw error;
  });
  const outDir = path.join(root, 'bench/results/lighthouse');
  mkdirSync(outDir, { recursive: true });
  const rows = [];
  try {
    const list = await pages(target.baseUrl);
    for (const page of list) await warm(target.baseUrl, page);
    for (const page of list) {
      const result = await lighthouse(target.baseUrl + page, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
      if (result.lhr.runtimeError) throw new Error(`${page}: ${result.lhr.runtimeError.message}`);
      writeFileSync(path.join(outDir, `${page.replace(/[^a-z0-9]+/gi, '_') || 'root'}.json`), result.report);
      rows.push({ page, row: summarise(result.lhr) });
      console.log(`measured ${page}`);
    }
  } finally {
    await chromium.stop();
    await target.stop();
  }
  console.log(`\nLighthouse mobile at ${target.baseUrl} (reports in ${path.relative(root, outDir)}/)\n`);
  printTable(rows);
  for (const { page, row } of rows) if (row.failing.length) console.log(`\n${page} failing audits: ${row.failing.join(', ')}`);
  if (rows.some(({ row }) => misses(row).length > 0)) process.exitCode = 1;
}

await main();
// Lighthouse keeps a few handles open after its last run.
process.exit(process.exitCode ?? 0);
