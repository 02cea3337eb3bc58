import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageCacheHttpDirectives, pageCacheLocationDirectives } from '../../scripts/lib/page-cache-nginx.mjs';
import { WEB_DIR, webServerArgs } from '../../scripts/lib/web-server.mjs';
import { demoPasswordsFrom, freePort, start, waitFor } from './platform';
import { API_DIR, apiServerArgs, ensureApiBuilt } from '../../scripts/lib/api-server.mjs';

const POSTGRES_URL = process.env.SCALE_OUT_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const REDIS_URL = process.env.SCALE_OUT_REDIS_URL ?? 'redis://127.0.0.1:6379/7';
/** The address nginx connects to the web servers from: their one trusted proxy (decision 0030). */
const WEB_BALANCER_ADDRESS = '127.0.0.2';

export interface Cluster {
  /** nginx in front of the two web servers: what browsers reach. */
  webUrl: string;
  /** nginx in front of the two API servers: what the web servers (and this test) call. */
  apiUrl: string;
  databaseUrl: string;
  redisUrl: string;
  /** The web-to-API proxy secret (INTERNAL_PROXY_SECRET) all four copies share (decision 0030). */
  proxySecret: string;
  /** Upstream addresses (host:port) of the two API and the two web servers. */
  apiUpstreams: string[];
  webUpstreams: string[];
  /** The demo accounts' random passwords, as the seeding API copy logged them (decision 0031). */
  demoPasswords: Record<string, string>;
  /** Which API upstream served each request that crossed the API balancer so far. */
  apiAccessLog(): string[];
  sql(query: string): string;
  redis(...args: string[]): string;
  stop(): Promise<void>;
}

function nginxConfig(dir: string, ports: { api: number[]; web: number[]; apiFront: number; webFront: number }): string {
  const proxied = `
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;`;
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  log_format upstream '$upstream_addr';${pageCacheHttpDirectives(`${dir}/cache`)}
  upstream manara_api { ${ports.api.map((p) => `server 127.0.0.1:${p};`).join(' ')} keepalive 16; }
  upstream manara_web { ${ports.web.map((p) => `server 127.0.0.1:${p};`).join(' ')} keepalive 16; }
  server {
    listen 127.0.0.1:${ports.apiFront};
    access_log ${dir}/api-access.log upstream;
    client_max_body_size 20m;
    location / { proxy_pass http://manara_api; ${proxied} }
  }
  server {
    listen 127.0.0.1:${ports.webFront};
    access_log off;
    client_max_body_size 20m;
    # The webs trust this balancer's address only (WEB_TRUST_PROXY): connecting from its own
    # loopback address keeps it apart from the test's requests, which come from 127.0.0.1.
    # The public-page cache of production (docs/deploy.md) sits on this balancer.
    location / { proxy_pass http://manara_web; proxy_bind ${WEB_BALANCER_ADDRESS}; ${proxied}${pageCacheLocationDirectives}
    }
  }
}`;
}

/**
 * Two API and two web servers behind nginx (Debian's, on loopback), on the machine's PostgreSQL
 * (a fresh database) and Redis (a database number of its own), sharing one data directory as
 * copies on several machines would share object storage and secrets (docs/deploy.md).
 */
export async function startCluster(): Promise<Cluster> {
  const dir = mkdtempSync(path.join(tmpdir(), 'manara-scale-'));
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, 'tmp'));
  const dataDir = path.join(dir, 'data');
  const database = `manara_scale_${Date.now().toString(36)}`;
  const databaseUrl = `${POSTGRES_URL}/${database}`;
  const sql = (query: string, db = database) =>
    execFileSync('psql', [`${POSTGRES_URL}/${db}`, '-Atqc', query], { encoding: 'utf8' }).trim();
  const redis = (...args: string[]) => {
    const url = new URL(REDIS_URL);
    const dbNumber = url.pathname.replace('/', '') || '0';
    return execFileSync('redis-cli', ['-h', url.hostname, '-p', url.port || '6379', '-n', dbNumber, ...args], {
      encoding: 'utf8',
    }).trim();
  };
  sql(`create database ${database}`, 'postgres');
  redis('flushdb');

  const [api1, api2, web1, web2, apiFront, webFront] = await Promise.all(Array.from({ length: 6 }, freePort));
  const webUrl = `http://127.0.0.1:${webFront}`;
  const proxySecret = randomBytes(32).toString('hex');
  const apiUrl = `http://127.0.0.1:${apiFront}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DEV_TOOLS: 'true',
    // Production seeds and runs on the sandbox only when asked (decision 0031).
    SEED_DEMO: 'true',
    PAYMENTS_SANDBOX: 'true',
    WHATSAPP_OUTBOX: 'true',
    INTERNAL_PROXY_SECRET: proxySecret,
    NEXT_TELEMETRY_DISABLED: '1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    API_URL: apiUrl,
    WEB_BASE_URL: webUrl,
    LOG_LEVEL: 'warn',
  };
  const webEnv = { ...env, WEB_TRUST_PROXY: WEB_BALANCER_ADDRESS };
  const log: string[] = [];
  const children: ChildProcess[] = [];
  await ensureApiBuilt();
  // Both API copies start together: the startup lock makes them migrate and seed one at a time.
  for (const [name, port] of [
    ['api1', api1],
    ['api2', api2],
  ] as const) {
    children.push(start(name, apiServerArgs(), API_DIR, { ...env, API_PORT: String(port) }, log));
  }
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    nginxConfig(dir, { api: [api1!, api2!], web: [web1!, web2!], apiFront: apiFront!, webFront: webFront! }),
  );
  const nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nginx.stderr.on('data', (chunk: Buffer) => log.push(`[nginx] ${chunk.toString()}`));
  children.push(nginx);

  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    try {
      sql(`drop database if exists ${database} with (force)`, 'postgres');
    } catch {
      // best effort: a later run uses a new name anyway
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(`http://127.0.0.1:${api1}/readyz`, children[0]!, 240_000);
    await waitFor(`http://127.0.0.1:${api2}/readyz`, children[1]!, 240_000);
    // The web copies come up once the APIs serve, as a deployment orders them (docs/deploy.md): a
    // web copy opens its content-events stream at once, and refusals would make nginx mark the
    // API copies down for a while.
    const webs = (
      [
        ['web1', web1],
        ['web2', web2],
      ] as const
    ).map(([name, port]) => start(name, webServerArgs({ port: port! }), WEB_DIR, webEnv, log));
    children.push(...webs);
    await waitFor(`http://127.0.0.1:${web1}/en`, webs[0]!, 90_000);
    await waitFor(`http://127.0.0.1:${web2}/en`, webs[1]!, 90_000);
    await waitFor(`${webUrl}/en`, nginx, 30_000);
  } catch (error) {
    console.error(log.join(''));
    await stop();
    throw error;
  }
  return {
    webUrl,
    apiUrl,
    databaseUrl,
    redisUrl: REDIS_URL,
    proxySecret,
    apiUpstreams: [`127.0.0.1:${api1}`, `127.0.0.1:${api2}`],
    webUpstreams: [`127.0.0.1:${web1}`, `127.0.0.1:${web2}`],
    demoPasswords: demoPasswordsFrom(log),
    apiAccessLog: () => readFileSync(path.join(dir, 'api-access.log'), 'utf8').split('\n').filter(Boolean),
    sql: (query) => sql(query),
    redis,
    stop,
  };
}
