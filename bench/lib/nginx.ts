import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './processes';

/**
 * The public-page cache in front of the web (decision 0024): nginx keeps what Next marks
 * shared-cacheable (`s-maxage`, `stale-while-revalidate`), per URL, locale cookie and the
 * request headers Next varies on. Requests with a session cookie, or without a locale cookie
 * (first visits, which the web answers with a redirect or a Set-Cookie), always reach the web.
 */
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
  scgi_temp_path ${dir}/scgi;
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=256m inactive=10m use_temp_path=off;
  upstream web { server 127.0.0.1:${webPort}; keepalive 32; }
  map $cookie_manara_session $signed_in { default 1; "" 0; }
  map $cookie_NEXT_LOCALE $no_locale { default 0; "" 1; }
  server {
    listen 127.0.0.1:${listenPort};
    location / {
      proxy_pass http://web;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_cache pages;
      proxy_cache_key "$scheme$http_host$request_uri|$cookie_NEXT_LOCALE";
      proxy_cache_bypass $signed_in $no_locale;
      proxy_no_cache $signed_in $no_locale;
      proxy_cache_lock on;
      proxy_cache_background_update on;
      proxy_cache_use_stale updating error timeout http_500 http_502 http_503;
      add_header X-Cache $upstream_cache_status always;
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
