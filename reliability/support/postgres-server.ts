import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, waitUntil } from './processes';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresServer {
  url: string;
  port: number;
  /** Stops the server; `immediate` is a crash (no shutdown checkpoint), `fast` a clean stop. */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): Promise<void>;
  /** Stops it for good and deletes its files. */
  destroy(): void;
  /** The end of the server's log (lock waits and slow statements are logged), for failure messages. */
  logTail(): string;
}

// PostgreSQL refuses to run as root; the machine's `postgres` account runs our throwaway copy.
const asRoot = process.getuid?.() === 0;
const postgresIds = () => {
  const line = execFileSync('id', ['postgres']).toString();
  return { uid: Number(/uid=(\d+)/.exec(line)![1]), gid: Number(/gid=(\d+)/.exec(line)![1]) };
};

function run(command: string, args: string[]): void {
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args]]
    : [path.join(BIN, command), args];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 60_000 });
}

export interface ServerPlace {
  dir: string;
  port: number;
}

/** Control over a throwaway server made by `createPostgresServer` (also from another process). */
export function postgresServerAt({ dir, port }: ServerPlace): PostgresServer {
  const data = path.join(dir, 'data');
  // Small and quick: fsync off (a throwaway), sockets in our own folder, enough connections for the load.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=150 -c log_lock_waits=on -c deadlock_timeout=1s -c log_min_duration_statement=2000`;
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const ready = () =>
    waitUntil(
      async () => {
        const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
        try {
          await client.connect();
          await client.query('select 1');
          return true;
        } catch {
          return false;
        } finally {
          await client.end().catch(() => {});
        }
      },
      30_000,
      'throwaway PostgreSQL to accept connections',
    );
  const stop = (mode: 'fast' | 'immediate' = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  return {
    url,
    port,
    stop,
    start: async () => {
      run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
      await ready();
    },
    logTail: () => {
      try {
        return readFileSync(path.join(dir, 'server.log'), 'utf8').slice(-4000);
      } catch {
        return '(no server log)';
      }
    },
    destroy: () => {
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A PostgreSQL server of our own (initdb + pg_ctl in a temporary folder, on a free port) that the
 * fault tests may stop and start at will. The machine's cluster on 5432 is never touched.
 */
export async function createPostgresServer(): Promise<PostgresServer & ServerPlace> {
  const dir = mkdtempSync(path.join(tmpdir(), 'manara-rel-pg-'));
  if (asRoot) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  try {
    run('initdb', [
      '-D',
      path.join(dir, 'data'),
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    const place = { dir, port: await freePort() };
    const server = postgresServerAt(place);
    await server.start();
    return { ...server, ...place };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The URL of database `name` on the server at `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
