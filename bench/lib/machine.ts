import { readFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';

export interface MachineFacts {
  cpu: string;
  cores: number;
  ramGiB: number;
  node: string;
  postgres: string;
  os: string;
}

/** What the figures depend on; printed above every benchmark's table. */
export async function machineFacts(serverUrl: string): Promise<MachineFacts> {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  const cpu = cpuinfo.match(/^model name\s*:\s*(.+)$/m)?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
  let postgres = 'unreachable';
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
    postgres = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
  } catch {
    // The GraphQL layer benchmark runs without PostgreSQL.
  } finally {
    await client.end().catch(() => {});
  }
  return {
    cpu,
    cores: os.cpus().length,
    ramGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres,
    os: `${os.type()} ${os.release()}`,
  };
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

export function printFacts(facts: MachineFacts): void {
  console.log(
    `machine: ${facts.cpu}, ${facts.cores} cores, ${facts.ramGiB} GiB RAM · ${facts.os} · Node ${facts.node} · PostgreSQL ${facts.postgres}`,
  );
}

/**
 * Runs one benchmark between two load-average readings: the machine is shared, and a figure
 * taken while something else was busy must say so.
 */
export async function withLoadReport<T>(title: string, run: () => Promise<T>): Promise<T> {
  console.log(`\n## ${title}`);
  console.log(`load average (1/5/15 min) before: ${loadAverage()}`);
  try {
    return await run();
  } finally {
    console.log(`load average (1/5/15 min) after:  ${loadAverage()}`);
  }
}
