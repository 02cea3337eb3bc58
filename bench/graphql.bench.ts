/**
 * Benchmark 1: the GraphQL HTTP layer. A trivial query ({ __typename }) through the real API
 * process (main.ts: Fastify, Mercurius, every plugin and hook, production mode) and through
 * graphql-js with a parse cache behind bare node:http, loaded one after the other in the same
 * run, rounds interleaved; each server's best round is kept (the machine is shared).
 * Goal (docs/performance.md): our throughput ≥ 0.5 × the bare one.
 */
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { benchDatabase } from './lib/bench-database';
import { freePort, root, startApi, startNode, tsxCli, waitForPortLine, type Child } from './lib/processes';
import { int, ms, printTable } from './lib/table';
import { benchSeconds, load, type LoadResult } from './lib/wrk';

export const GRAPHQL_GOAL = 0.5;
const QUERY = JSON.stringify({ query: '{ __typename }' });
const CONNECTIONS = 50;

interface Server {
  name: string;
  url: string;
  child: Child;
}

async function startBare(): Promise<Server> {
  const port = await freePort();
  const child = startNode('bare', [tsxCli, path.join(root, 'bench/graphql-bare-server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production' },
  });
  await waitForPortLine(child);
  return { name: 'graphql-js + node:http (parse cache)', url: `http://127.0.0.1:${port}/graphql`, child };
}

export interface GraphqlFigures {
  rows: Array<{ name: string; result: LoadResult }>;
  ratio: number;
}

export async function runGraphql(serverUrl: string): Promise<GraphqlFigures> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manara-bench-gql-'));
  const dbUrl = await benchDatabase(serverUrl, 'graphql');
  const api = await startApi(dbUrl, { DATA_DIR: dataDir });
  const servers: Server[] = [
    { name: 'Manara API (main.ts, production)', url: `${api.url}/graphql`, child: api },
    await startBare(),
  ];
  try {
    const best = new Map<string, LoadResult>();
    for (let round = 0; round < rounds; round++) {
      for (const server of servers) {
        const result = await load(
          { url: server.url, method: 'POST', body: QUERY, headers: { 'content-type': 'application/json' } },
          { connections: CONNECTIONS, seconds: benchSeconds(), warmupSeconds: 3 },
        );
        const previous = best.get(server.name);
        if (!previous || result.rps > previous.rps) best.set(server.name, result);
      }
    }
    const rows = servers.map((s) => ({ name: s.name, result: best.get(s.name)! }));
    return { rows, ratio: rows[0]!.result.rps / rows[1]!.result.rps };
  } finally {
    for (const server of servers) await server.child.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printGraphql(figures: GraphqlFigures): void {
  console.log(
    `query: { __typename } · ${CONNECTIONS} connections · ${benchSeconds()} s per round · best of ${process.env.BENCH_ROUNDS ?? 2} interleaved rounds`,
  );
  printTable(
    ['server', 'req/s', 'p50', 'p90', 'p99', 'errors'],
    figures.rows.map(({ name, result }) => [
      name,
      int(result.rps),
      ms(result.p50),
      ms(result.p90),
      ms(result.p99),
      result.errors,
    ]),
  );
  console.log(
    `ratio (Manara / bare): ${figures.ratio.toFixed(2)} — goal ≥ ${GRAPHQL_GOAL} → ${figures.ratio >= GRAPHQL_GOAL ? 'MET' : 'MISSED'}`,
  );
}
