/**
 * Benchmark 2 (catalogue at scale) and 5 (how cost grows): the catalogue operations (bench/operations.ts) against
 * the real API process on a generated PostgreSQL dataset, at 10 and 50 connections, with the SQL
 * statements each one sends (the database's statement counter, as in the N+1 tests).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase } from '@manara/db';
import { createSessionToken, hashSessionToken, type Logger } from '@manara/domain';
import pg from 'pg';
import { buildServer, createDeps, loadConfig } from '@manara/api/harness';
import { benchUserEmail, ensureCatalogueDatabase, type Counts } from './catalogue-data';
import { startApi } from './lib/processes';
import { int, ms, printTable } from './lib/table';
import { benchSeconds, load, type LoadResult } from './lib/wrk';
import { catalogueOperations, checkOperation, requestHeaders, type Operation, type OperationGroup } from './operations';

export interface OperationFigures {
  operation: string;
  group: OperationGroup;
  connections: number;
  result: LoadResult;
  statements: { first: number; repeat: number };
  /** Why the operation was not loaded: its check call did not answer a success envelope. */
  failure?: string;
}

export interface ScaleFigures {
  scale: number;
  counts: Counts;
  rows: OperationFigures[];
}

export const CONNECTIONS = [10, 50];

const silent: Logger = { info() {}, warn() {}, error() {} };

/** A session for the benchmark learner, made the way sign-in makes one (only the hash is stored). */
export async function createBenchSession(url: string, counts: Counts): Promise<string> {
  const token = createSessionToken();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("DELETE FROM sessions WHERE device_name = 'bench'");
    await client.query(
      `INSERT INTO sessions (user_id, token_hash, device_name, expires_at)
       SELECT id, $1, 'bench', now() + interval '1 day' FROM users WHERE email = $2`,
      [hashSessionToken(token), benchUserEmail(counts)],
    );
  } finally {
    await client.end();
  }
  return token;
}

/**
 * SQL statements per call, counted in an in-process server on the same database: a first call and
 * a repeat (caches warm), by the operation's label (several rows share an operation).
 */
async function countStatements(url: string, dataDir: string, operations: Operation[], token: string) {
  const database = await createDatabase({ url, poolSize: 2 });
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    PAYMENTS_SANDBOX: 'true',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    // What an answer costs to make: a kept answer would count no statements at all.
    PUBLIC_ANSWER_CACHE_SECONDS: '0',
  });
  const app = await buildServer({ config, database, deps: createDeps(config, database, silent) });
  try {
    const counts = new Map<string, { first: number; repeat: number }>();
    for (const operation of operations) {
      const call = async () => {
        const before = database.statementCount();
        await app.inject({
          method: 'POST',
          url: '/graphql',
          headers: requestHeaders(operation.signedIn ? token : null),
          payload: operation.body,
        });
        return database.statementCount() - before;
      };
      const first = await call();
      counts.set(operation.label, { first, repeat: await call() });
    }
    return counts;
  } finally {
    await app.close();
    await database.close();
  }
}

/** The error code of a check call that did not answer a success, or undefined. */
const failureOf = (apiUrl: string, operation: Operation, token: string) =>
  checkOperation(apiUrl, operation, token).then(
    () => undefined,
    (error: Error) => error.message.match(/"code":"(\w+)"/)?.[1] ?? error.message.slice(0, 60),
  );

export async function runCatalogueScale(
  serverUrl: string,
  scale: number,
  connections = CONNECTIONS,
): Promise<ScaleFigures> {
  const { url, counts } = await ensureCatalogueDatabase(serverUrl, scale);
  const operations = catalogueOperations();
  const token = await createBenchSession(url, counts);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manara-bench-api-'));
  try {
    const statements = await countStatements(url, dataDir, operations, token);
    // Every request comes from this machine's one address: the per-address search limit would
    // answer most of a search's load with RATE_LIMITED (fast, and not a search).
    const api = await startApi(url, { DATA_DIR: dataDir, SEARCH_RATE_LIMIT_PER_MINUTE: '1000000000' });
    const rows: OperationFigures[] = [];
    try {
      for (const operation of operations) {
        const failure = await failureOf(api.url, operation, token);
        if (failure) {
          // One failing operation (a query past the pool's timeout at a large scale) is a figure, not the end of the run.
          console.log(`  ${operation.label}: ${failure} on its check call; not loaded`);
          const none: LoadResult = {
            requests: 0,
            seconds: 0,
            rps: 0,
            p50: 0,
            p90: 0,
            p95: 0,
            p99: 0,
            max: 0,
            errors: 0,
          };
          for (const c of connections)
            rows.push({
              operation: operation.label,
              group: operation.group,
              connections: c,
              result: none,
              statements: statements.get(operation.label)!,
              failure,
            });
          continue;
        }
        for (const c of connections) {
          const result = await load(
            {
              url: `${api.url}/graphql`,
              method: 'POST',
              body: operation.body,
              bodies: operation.bodies,
              headers: requestHeaders(operation.signedIn ? token : null),
            },
            { connections: c, seconds: benchSeconds(), warmupSeconds: 2 },
          );
          // Still answering successes after the load? A limit or a timeout that turned the answers
          // into errors would make fast, meaningless figures.
          const after = await failureOf(api.url, operation, token);
          rows.push({
            operation: operation.label,
            group: operation.group,
            connections: c,
            result,
            statements: statements.get(operation.label)!,
            ...(after ? { failure: `${after} after the load` } : {}),
          });
        }
      }
    } finally {
      await api.stop();
    }
    return { scale, counts, rows };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** No completed request means no latency to show (the run was shorter than one answer). */
const latencies = (result: LoadResult) =>
  result.requests > 0 ? [ms(result.p50), ms(result.p90), ms(result.p99)] : ['—', '—', '—'];

export function printScale(figures: ScaleFigures): void {
  const c = figures.counts;
  console.log(
    `data (scale ${figures.scale}×): ${int(c.programs)} programs, ${int(c.users)} users, ${int(c.enrolments)} enrolments, ${int(c.blogs)} blogs, ${int(c.reviews)} reviews, ${int(c.comments)} comments`,
  );
  printTable(
    ['operation', 'conns', 'req/s', 'p50', 'p90', 'p99', 'errors', 'SQL first', 'SQL repeat'],
    figures.rows.map((r) => [
      r.operation,
      r.connections,
      r.failure ? '—' : int(r.result.rps),
      ...latencies(r.result),
      r.failure ?? r.result.errors,
      r.statements.first,
      r.statements.repeat,
    ]),
  );
}

/** Benchmark 5: p50/p99 of each operation and connection count, one column pair per scale. */
export function printGrowth(all: ScaleFigures[]): void {
  const keys = all[0]!.rows.map((r) => [r.operation, r.connections] as const);
  printTable(
    ['operation', 'conns', ...all.flatMap((f) => [`p50 @${f.scale}×`, `p99 @${f.scale}×`]), 'SQL (repeat) per scale'],
    keys.map(([operation, connections]) => {
      const at = all.map((f) => f.rows.find((r) => r.operation === operation && r.connections === connections));
      return [
        operation,
        connections,
        ...at.flatMap((r) =>
          r?.failure
            ? [r.failure, '—']
            : r && r.result.requests > 0
              ? [ms(r.result.p50), ms(r.result.p99)]
              : ['—', '—'],
        ),
        at.map((r) => r?.statements.repeat ?? '—').join(' / '),
      ];
    }),
  );
}
