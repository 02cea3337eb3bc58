/**
 * The studio's lists at scale (docs/performance.md): an administrator's list operations, as the
 * web sends them, against the real API process on the generated catalogue (10,000 programs and
 * their learners at 1×), at 10 connections. The budget is p95 ≤ 100 ms for each.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSessionToken, hashSessionToken } from '@manara/domain';
import pg from 'pg';
import { ensureCatalogueDatabase, type Counts } from './catalogue-data';
import { startApi } from './lib/processes';
import { int, ms, printTable } from './lib/table';
import { benchSeconds, load, type LoadResult } from './lib/wrk';
import { checkOperation, requestHeaders, webDocuments, type Operation } from './operations';

export const STUDIO_BUDGET_MS = 100;
const STUDIO_LISTS = [
  'studioPrograms',
  'studioBlogs',
  'studioUsers',
  'studioOrders',
  'studioCoupons',
  'studioReportGroups',
] as const;

export interface StudioFigures {
  scale: number;
  counts: Counts;
  rows: Array<{ label: string; result: LoadResult }>;
}

/** An administrator's session in the bench database (the account is made once). */
async function adminSession(url: string): Promise<string> {
  const token = createSessionToken();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO users (code, email, first_name, last_name, ar_first_name, ar_last_name, slug, role, email_verified_at)
       VALUES ('UBENCHADMIN', 'admin@bench.test', 'Bench', 'Admin', 'مسؤول', 'القياس', 'bench-admin', 'ADMIN', now())
       ON CONFLICT DO NOTHING`,
    );
    await client.query("DELETE FROM sessions WHERE device_name = 'bench-admin'");
    await client.query(
      `INSERT INTO sessions (user_id, token_hash, device_name, expires_at)
       SELECT id, $1, 'bench-admin', now() + interval '1 day' FROM users WHERE email = 'admin@bench.test'`,
      [hashSessionToken(token)],
    );
  } finally {
    await client.end();
  }
  return token;
}

/** The lists an administrator opens, with the filters they use most: first pages, a search, a deep page. */
function studioOperations(): Operation[] {
  const docs = webDocuments(STUDIO_LISTS);
  const op = (name: (typeof STUDIO_LISTS)[number], label: string, variables: Record<string, unknown>): Operation => ({
    name,
    label,
    body: JSON.stringify({ query: docs[name], variables }),
    signedIn: true,
  });
  return [
    op('studioPrograms', 'studioPrograms (page 1 of 20)', { paginate: { page: 1, limit: 20 } }),
    op('studioPrograms', "studioPrograms (search 'program-9')", {
      paginate: { page: 1, limit: 20 },
      search: 'program-9',
    }),
    op('studioPrograms', 'studioPrograms (page 250)', { paginate: { page: 250, limit: 20 } }),
    op('studioBlogs', 'studioBlogs (page 1 of 20)', { paginate: { page: 1, limit: 20 } }),
    op('studioBlogs', "studioBlogs (search 'blog-7')", { paginate: { page: 1, limit: 20 }, search: 'blog-7' }),
    op('studioBlogs', 'studioBlogs (page 250)', { paginate: { page: 250, limit: 20 } }),
    op('studioUsers', 'studioUsers (page 1 of 20)', { paginate: { page: 1, limit: 20 } }),
    op('studioUsers', "studioUsers (search 'user12')", { paginate: { page: 1, limit: 20 }, search: 'user12' }),
    op('studioOrders', 'studioOrders (page 1 of 20)', { paginate: { page: 1, limit: 20 } }),
    op('studioCoupons', 'studioCoupons (page 1 of 20)', { paginate: { page: 1, limit: 20 } }),
    op('studioReportGroups', 'studioReportGroups (open)', { paginate: { page: 1, limit: 20 } }),
  ];
}

export async function runStudio(serverUrl: string, scale: number): Promise<StudioFigures> {
  const { url, counts } = await ensureCatalogueDatabase(serverUrl, scale);
  const token = await adminSession(url);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manara-bench-studio-'));
  const api = await startApi(url, { DATA_DIR: dataDir });
  try {
    const rows: StudioFigures['rows'] = [];
    for (const operation of studioOperations()) {
      await checkOperation(api.url, operation, token);
      const result = await load(
        { url: `${api.url}/graphql`, method: 'POST', body: operation.body, headers: requestHeaders(token) },
        { connections: 10, seconds: benchSeconds(), warmupSeconds: 2 },
      );
      rows.push({ label: operation.label, result });
    }
    return { scale, counts, rows };
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const studioWithinBudget = (figures: StudioFigures) =>
  figures.rows.every((r) => r.result.errors === 0 && r.result.p95 <= STUDIO_BUDGET_MS);

export function printStudio(figures: StudioFigures): void {
  console.log(
    `data (scale ${figures.scale}×): ${int(figures.counts.programs)} programs, ${int(figures.counts.users)} users`,
  );
  printTable(
    ['operation (admin, 10 conns)', 'req/s', 'p50', 'p95', 'p99', 'errors', `p95 ≤ ${STUDIO_BUDGET_MS} ms`],
    figures.rows.map(({ label, result }) => [
      label,
      int(result.rps),
      ms(result.p50),
      ms(result.p95),
      ms(result.p99),
      result.errors,
      result.p95 <= STUDIO_BUDGET_MS && result.errors === 0 ? 'yes' : 'NO',
    ]),
  );
}
