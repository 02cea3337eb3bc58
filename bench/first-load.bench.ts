/**
 * First-load JavaScript of every page outside the studio, from a web build's manifests: the
 * scripts a browser fetches before the page is interactive, each gzipped at level 9 without
 * headers (docs/performance.md, the 150 KB budget). Exact and repeatable, unlike a Lighthouse
 * run, so a saving of a few hundred bytes can be seen. Needs a build in apps/web/NEXT_DIST_DIR
 * (default .next-bench).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { root } from './lib/processes';
import { printTable } from './lib/table';

export const FIRST_LOAD_BUDGET_KB = 150;

export interface FirstLoadFigures {
  distDir: string;
  pages: Array<{ route: string; kb: number }>;
}

/** `/[locale]/(main)/program/[id]/page` → `/program/[id]`: the path a visitor types, language aside. */
export function routeOf(pageKey: string): string {
  const segments = pageKey.split('/').filter((s) => s && s !== '[locale]' && s !== 'page' && !/^\(.*\)$/.test(s));
  return `/${segments.join('/')}`;
}

/**
 * The manifest entries whose scripts a page loads: its own, and each enclosing segment's layout,
 * error and not-found boundaries, with the app's global error. The top-level not-found is left
 * out: it serves unmatched addresses, and browsers on a page never fetch it (Lighthouse's network
 * list, 2026-11-29).
 */
export function entriesLoadedBy(pageEntry: string, entries: readonly string[]): string[] {
  const dirOf = (entry: string) => entry.slice(0, entry.lastIndexOf('/'));
  const appDir = entries.map(dirOf).reduce((a, b) => (a.length <= b.length ? a : b));
  const pageDir = dirOf(pageEntry);
  return entries.filter((entry) => {
    if (entry === pageEntry) return true;
    if (entry.endsWith('/page') || entry === `${appDir}/not-found`) return false;
    const dir = dirOf(entry);
    return pageDir === dir || pageDir.startsWith(`${dir}/`);
  });
}

function manifestFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return manifestFiles(full);
    return entry.name === 'page_client-reference-manifest.js' ? [full] : [];
  });
}

export function runFirstLoad(distDir = process.env.NEXT_DIST_DIR ?? '.next-bench'): FirstLoadFigures {
  const dist = path.join(root, 'apps/web', distDir);
  if (!existsSync(path.join(dist, 'BUILD_ID'))) {
    throw new Error(`no web build in apps/web/${distDir}: cd apps/web && NEXT_DIST_DIR=${distDir} npx next build`);
  }
  const { rootMainFiles } = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
  };
  const sizes = new Map<string, number>();
  const gzipped = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return sizes.get(file)!;
  };
  const pages: FirstLoadFigures['pages'] = [];
  for (const file of manifestFiles(path.join(dist, 'server/app'))) {
    // The manifest is a script that assigns globalThis.__RSC_MANIFEST[page].
    const sandbox = {
      globalThis: { __RSC_MANIFEST: {} as Record<string, { entryJSFiles: Record<string, string[]> }> },
    };
    runInNewContext(readFileSync(file, 'utf8'), sandbox);
    for (const [pageKey, manifest] of Object.entries(sandbox.globalThis.__RSC_MANIFEST)) {
      if (pageKey.includes('/(studio)/') || pageKey.startsWith('/_')) continue;
      const entries = Object.keys(manifest.entryJSFiles);
      const pageEntry = entries.find((entry) => entry.endsWith(pageKey));
      if (!pageEntry) continue;
      const files = new Set([
        ...rootMainFiles,
        ...entriesLoadedBy(pageEntry, entries).flatMap((entry) => manifest.entryJSFiles[entry]!),
      ]);
      const bytes = [...files].reduce((sum, f) => sum + gzipped(f), 0);
      pages.push({ route: routeOf(pageKey), kb: Math.round((bytes / 1024) * 10) / 10 });
    }
  }
  pages.sort((a, b) => b.kb - a.kb || a.route.localeCompare(b.route));
  return { distDir, pages };
}

export const firstLoadWithinBudget = (figures: FirstLoadFigures) =>
  figures.pages.every((page) => page.kb <= FIRST_LOAD_BUDGET_KB);

export function printFirstLoad(figures: FirstLoadFigures): void {
  console.log(`build: apps/web/${figures.distDir}; gzip -9 per script, no headers; budget ${FIRST_LOAD_BUDGET_KB} KB`);
  printTable(
    ['page', 'first load', 'budget'],
    figures.pages.map((page) => [
      page.route,
      `${page.kb.toFixed(1)} KB`,
      page.kb <= FIRST_LOAD_BUDGET_KB ? 'met' : `MISSED by ${(page.kb - FIRST_LOAD_BUDGET_KB).toFixed(1)} KB`,
    ]),
  );
}
