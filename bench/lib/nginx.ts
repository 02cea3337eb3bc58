import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pageCacheHttpDirectives, pageCacheLocationDirectives } from '../../scripts/lib/page-cache-nginx.mjs';
import { freePort } from './processes';

/** nginx with the public-page cache (scripts/lib/page-cache-nginx.mjs) in front of one web server. */
export function pageCacheConfig(dir: string, listenPort: number, webPort: number): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;${pageCacheHttpDirectives(`${dir}/cache`)}
  upstream web { server 127.0.0.1:${webPort}; keepalive 32; }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://web;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;${pageCacheLocationDirectives}
    }
  }
}
`;
}

export interface Nginx {
  url: string;
  /** nginx's master and worker. */
  pids(): number[];
  stop(): Promise<void>;
}

export async function startPageCache(webPort: number): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'manara-bench-nginx-'));
  // Started as root, nginx runs its worker as an unprivileged user, which must reach the cache.
  chmodSync(dir, 0o755);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache'])
    mkdirSync(path.join(dir, sub), { mode: 0o777 });
  const port = await freePort();
  writeFileSync(path.join(dir, 'nginx.conf'), pageCacheConfig(dir, port, webPort));
  const child = spawn('nginx', ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log')], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await fetch(url);
      break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`nginx did not start: ${readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    pids: () => {
      const master = Number(readFileSync(path.join(dir, 'nginx.pid'), 'utf8').trim());
      return [master];
    },
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGQUIT');
      }),
  };
}
